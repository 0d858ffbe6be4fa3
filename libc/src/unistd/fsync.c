#include <unistd.h>
#include "syscall.h"

int fsync(int fd)
{
	return syscall_ret(SYS_fsync, fd);
}
