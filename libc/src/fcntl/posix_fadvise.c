#include <fcntl.h>
#include "syscall.h"

/* Returns the error number rather than setting errno, per POSIX. */
int posix_fadvise(int fd, off_t base, off_t len, int advice)
{
	return -__syscall(SYS_fadvise64, fd, base, len, advice);
}

weak_alias(posix_fadvise, posix_fadvise64);
