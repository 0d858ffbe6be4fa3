#include <unistd.h>
#include "syscall.h"

int fdatasync(int fd)
{
	return syscall_ret(SYS_fdatasync, fd);
}
