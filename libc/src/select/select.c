#include <sys/select.h>
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include "pthread_impl.h"

/* select on pselect6 (aarch64 has no select). Linux select writes the
 * time not slept back into TV; programs rely on that, so do the same. */
int select(int n, fd_set *restrict rfds, fd_set *restrict wfds, fd_set *restrict efds,
           struct timeval *restrict tv)
{
	struct timespec ts;
	if (tv) {
		if (tv->tv_sec < 0 || tv->tv_usec < 0) {
			errno = EINVAL;
			return -1;
		}
		time_t extra = tv->tv_usec / 1000000;
		ts.tv_sec = tv->tv_sec > INT64_MAX - extra ? INT64_MAX : tv->tv_sec + extra;
		ts.tv_nsec = tv->tv_usec % 1000000 * 1000;
	}
	unsigned long data[2] = { 0, _NSIG/8 };
	int r = __syscall_cp(SYS_pselect6, n, rfds, wfds, efds, tv ? &ts : 0, data);
	if (tv && r != -EFAULT) {
		tv->tv_sec = ts.tv_sec;
		tv->tv_usec = ts.tv_nsec / 1000;
	}
	return __syscall_ret(r);
}
