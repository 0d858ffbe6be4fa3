#include <unistd.h>
#include <fcntl.h>
#include <errno.h>
#include "syscall.h"

/* Only dup3 exists on every arch. It rejects old == new, where dup2
 * must instead check that the descriptor is open and return it. */
int dup2(int old, int new)
{
	int r;
	if (old == new) {
		r = __syscall(SYS_fcntl, old, F_GETFD);
		return r < 0 ? __syscall_ret(r) : old;
	}
	while ((r = __syscall(SYS_dup3, old, new, 0)) == -EBUSY);
	return __syscall_ret(r);
}
