#include <stdlib.h>
#include <errno.h>
#include <sys/ioctl.h>
#include "syscall.h"

int unlockpt(int fd)
{
	int unlock = 0;
	long r = __syscall(SYS_ioctl, fd, TIOCSPTLCK, &unlock);
	/* POSIX (and glibc): a descriptor that is not a master is EINVAL. */
	if (r == -ENOTTY) r = -EINVAL;
	return __syscall_ret(r);
}
