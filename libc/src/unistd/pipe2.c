#include <unistd.h>
#include "syscall.h"

int pipe2(int fd[2], int flags)
{
	return syscall_ret(SYS_pipe2, fd, flags);
}
