#include <fcntl.h>
#include "syscall.h"

/* Returns the error number rather than setting errno, per POSIX. */
int posix_fallocate(int fd, off_t base, off_t len)
{
	return -__syscall(SYS_fallocate, fd, 0, base, len);
}

weak_alias(posix_fallocate, posix_fallocate64);
