#include <mqueue.h>
#include <errno.h>
#include "syscall.h"

int mq_unlink(const char *name)
{
	if (name[0] != '/') {
		errno = EINVAL;
		return -1;
	}
	long r = __syscall(SYS_mq_unlink, name + 1);
	/* The kernel says EPERM for a queue the caller may not remove;
	 * POSIX has mq_unlink say EACCES. */
	if (r == -EPERM) r = -EACCES;
	return __syscall_ret(r);
}
