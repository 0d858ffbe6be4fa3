#include <signal.h>
#include <errno.h>
#include "syscall.h"

/* The process-wide mask of a single-threaded program is the thread's.
 * libc's internal signals are dropped from SET so no program can block
 * them (pthread_sigmask does the same). */
int sigprocmask(int how, const sigset_t *restrict set, sigset_t *restrict old)
{
	unsigned long mask;
	if (set) {
		if ((unsigned)how > SIG_SETMASK) {
			errno = EINVAL;
			return -1;
		}
		mask = set->__bits[0] & ~(3UL << 31);
	}
	if (old) *old = (sigset_t){0};
	return syscall_ret(SYS_rt_sigprocmask, how, set ? &mask : 0, old, _NSIG/8);
}
