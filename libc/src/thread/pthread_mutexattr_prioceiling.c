#include <pthread.h>
#include <sched.h>
#include <errno.h>
#include "pthread_impl.h"
#include "syscall.h"

/* The prioceiling attribute is kept and read back over the range POSIX
 * gives it, the SCHED_FIFO priorities (the kernel's answer: 1 to 99),
 * though no mutex made from the attribute uses it: only one whose
 * protocol is PTHREAD_PRIO_PROTECT would, and that protocol is refused
 * (pthread_mutexattr_setprotocol: ENOTSUP, _POSIX_THREAD_PRIO_PROTECT
 * is -1), as musl refuses it. */

int pthread_mutexattr_setprioceiling(pthread_mutexattr_t *a, int ceiling)
{
	long lo = __syscall(SYS_sched_get_priority_min, SCHED_FIFO);
	long hi = __syscall(SYS_sched_get_priority_max, SCHED_FIFO);
	if (lo < 1 || ceiling < lo || ceiling > hi || (unsigned)ceiling > MT_CEILING >> MT_CEILING_SHIFT)
		return EINVAL;
	a->__attr = (a->__attr & ~MT_CEILING) | (unsigned)ceiling << MT_CEILING_SHIFT;
	return 0;
}

int pthread_mutexattr_getprioceiling(const pthread_mutexattr_t *restrict a, int *restrict ceiling)
{
	int c = (a->__attr & MT_CEILING) >> MT_CEILING_SHIFT;
	/* Never set: the lowest SCHED_FIFO priority, glibc's answer too. */
	if (!c) {
		long lo = __syscall(SYS_sched_get_priority_min, SCHED_FIFO);
		if (lo < 1) return EINVAL;
		c = lo;
	}
	*ceiling = c;
	return 0;
}
