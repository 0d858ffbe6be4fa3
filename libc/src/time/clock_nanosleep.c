#include <time.h>
#include <errno.h>
#include "pthread_impl.h"

/* POSIX: returns the error number instead of setting errno. Sleeping on
 * the calling thread's own CPU clock can never end; Linux says EOPNOTSUPP
 * but POSIX (and glibc) say EINVAL. A cancellation point. */
int clock_nanosleep(clockid_t clk, int flags, const struct timespec *req, struct timespec *rem)
{
	if (clk == CLOCK_THREAD_CPUTIME_ID) return EINVAL;
	int r = -__syscall_cp(SYS_clock_nanosleep, clk, flags, req, rem);
	return r == EOPNOTSUPP ? EINVAL : r;
}
