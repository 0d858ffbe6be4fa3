#include <unistd.h>
#include "syscall.h"

int syncfs(int fd)
{
	return syscall_ret(SYS_syncfs, fd);
}
