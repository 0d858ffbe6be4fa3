#define _GNU_SOURCE
#include "stdio_impl.h"

/* Flags need the renameat2 syscall; without flags renameat does the same
 * on kernels that predate it. */
int renameat2(int oldfd, const char *old, int newfd, const char *new, unsigned flags)
{
	long r = __syscall(SYS_renameat2, oldfd, old, newfd, new, flags);
	if (r == -ENOSYS && !flags)
		r = __syscall(SYS_renameat, oldfd, old, newfd, new);
	return __syscall_ret(r);
}
