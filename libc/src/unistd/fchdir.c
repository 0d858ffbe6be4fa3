#include <unistd.h>
#include "syscall.h"

int fchdir(int fd)
{
	return syscall_ret(SYS_fchdir, fd);
}
