#define _GNU_SOURCE
#include <unistd.h>
#include <errno.h>
#include <sys/resource.h>
#include "syscall.h"

/* close_range does it in one call (Linux 5.9); before that, close every
 * descriptor up to the limit, which is what glibc falls back to too. */
void closefrom(int lowfd)
{
	if (lowfd < 0) lowfd = 0;
	if (__syscall(SYS_close_range, lowfd, ~0U, 0) != -ENOSYS) return;
	struct rlimit rl;
	long max = 1024;
	if (!getrlimit(RLIMIT_NOFILE, &rl) && rl.rlim_max != RLIM_INFINITY)
		max = rl.rlim_max > 1 << 20 ? 1 << 20 : rl.rlim_max;
	for (long fd = lowfd; fd < max; fd++)
		__syscall(SYS_close, fd);
}
