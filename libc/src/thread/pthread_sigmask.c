#include <signal.h>
#include <errno.h>
#include "pthread_impl.h"

int pthread_sigmask(int how, const sigset_t *restrict set, sigset_t *restrict old)
{
	unsigned long m, *mp = 0;
	if (set) {
		if ((unsigned)how > SIG_SETMASK) return EINVAL;
		/* SIGCANCEL (and 32, glibc's other reserved signal) stays
		 * deliverable whatever the program asks. */
		m = set->__bits[0] & ~(3UL << 31);
		mp = &m;
	}
	unsigned long o;
	int r = __syscall(SYS_rt_sigprocmask, how, mp, &o, _NSIG_BYTES);
	if (r) return -r;
	if (old) {
		for (size_t i = 0; i < sizeof old->__bits / sizeof old->__bits[0]; i++)
			old->__bits[i] = 0;
		old->__bits[0] = o;
	}
	return 0;
}
