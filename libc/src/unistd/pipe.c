#include <unistd.h>
#include "syscall.h"

int pipe(int fd[2])
{
	return syscall_ret(SYS_pipe2, fd, 0);
}
