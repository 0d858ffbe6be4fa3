#include <unistd.h>
#include "syscall.h"

off_t lseek(int fd, off_t offset, int whence)
{
	return syscall_ret(SYS_lseek, fd, offset, whence);
}

weak_alias(lseek, lseek64);
