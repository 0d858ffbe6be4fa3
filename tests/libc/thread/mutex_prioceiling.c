/* Priority ceilings: the attribute is kept and read back; the mutex
 * calls answer for the protocol the libc claims. Where
 * _POSIX_THREAD_PRIO_PROTECT is supported (glibc) a PTHREAD_PRIO_PROTECT
 * mutex carries its ceiling; where it is not (polyport, musl) the
 * protocol is refused with ENOTSUP and every mutex is PTHREAD_PRIO_NONE,
 * for which the mutex calls fail with EINVAL and change nothing. */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <errno.h>
#include <unistd.h>
#include "check.h"

int main(void)
{
	int lo = sched_get_priority_min(SCHED_FIFO), hi = sched_get_priority_max(SCHED_FIFO);
	long pp = sysconf(_SC_THREAD_PRIO_PROTECT), pi = sysconf(_SC_THREAD_PRIO_INHERIT);
	int c = -1, old = -7, proto = -1, type = -1;
	pthread_mutexattr_t a;
	pthread_mutex_t m;

	CHECK(lo >= 1 && hi > lo);
	/* The option macro and sysconf tell the same story. */
	CHECK_INT(pp, _POSIX_THREAD_PRIO_PROTECT > 0 ? _POSIX_THREAD_PRIO_PROTECT : -1);
	CHECK_INT(pi, _POSIX_THREAD_PRIO_INHERIT > 0 ? _POSIX_THREAD_PRIO_INHERIT : -1);

	CHECK_INT(pthread_mutexattr_init(&a), 0);
	CHECK_INT(pthread_mutexattr_getprioceiling(&a, &c), 0);
	CHECK_INT(c, lo);
	CHECK_INT(pthread_mutexattr_getprotocol(&a, &proto), 0);
	CHECK_INT(proto, PTHREAD_PRIO_NONE);
	for (int p = lo; p <= hi; p++) {
		c = -1;
		CHECK_INT(pthread_mutexattr_setprioceiling(&a, p), 0);
		CHECK_INT(pthread_mutexattr_getprioceiling(&a, &c), 0);
		CHECK_INT(c, p);
	}
	/* Out of the SCHED_FIFO range: refused, the old value kept. */
	CHECK_INT(pthread_mutexattr_setprioceiling(&a, lo + 1), 0);
	CHECK_INT(pthread_mutexattr_setprioceiling(&a, lo - 1), EINVAL);
	CHECK_INT(pthread_mutexattr_setprioceiling(&a, hi + 1), EINVAL);
	CHECK_INT(pthread_mutexattr_setprioceiling(&a, -1), EINVAL);
	CHECK_INT(pthread_mutexattr_getprioceiling(&a, &c), 0);
	CHECK_INT(c, lo + 1);
	/* The ceiling and the other attributes do not overwrite each other. */
	CHECK_INT(pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE), 0);
	CHECK_INT(pthread_mutexattr_setpshared(&a, PTHREAD_PROCESS_SHARED), 0);
	CHECK_INT(pthread_mutexattr_setprioceiling(&a, hi), 0);
	CHECK_INT(pthread_mutexattr_gettype(&a, &type), 0);
	CHECK_INT(type, PTHREAD_MUTEX_RECURSIVE);
	CHECK_INT(pthread_mutexattr_getprioceiling(&a, &c), 0);
	CHECK_INT(c, hi);
	CHECK_INT(pthread_mutexattr_setpshared(&a, PTHREAD_PROCESS_PRIVATE), 0);

	/* Protocols: each option claimed exactly when setprotocol takes it. */
	CHECK_INT(pthread_mutexattr_setprotocol(&a, 12345), EINVAL);
	CHECK_INT(pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_INHERIT), pi > 0 ? 0 : ENOTSUP);
	CHECK_INT(pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_PROTECT), pp > 0 ? 0 : ENOTSUP);
	CHECK_INT(pthread_mutexattr_getprotocol(&a, &proto), 0);
	CHECK_INT(proto, pp > 0 ? PTHREAD_PRIO_PROTECT : pi > 0 ? PTHREAD_PRIO_INHERIT : PTHREAD_PRIO_NONE);
	if (pp > 0) {
		/* A priority-protect mutex has the attribute's ceiling, and a
		 * new one replaces it, the old one returned. */
		CHECK_INT(pthread_mutex_init(&m, &a), 0);
		CHECK_INT(pthread_mutex_getprioceiling(&m, &c), 0);
		CHECK_INT(c, hi);
		CHECK_INT(pthread_mutex_setprioceiling(&m, lo, &old), 0);
		CHECK_INT(old, hi);
		CHECK_INT(pthread_mutex_getprioceiling(&m, &c), 0);
		CHECK_INT(c, lo);
		CHECK_INT(pthread_mutex_setprioceiling(&m, hi + 1, &old), EINVAL);
		CHECK_INT(pthread_mutex_getprioceiling(&m, &c), 0);
		CHECK_INT(c, lo);
		CHECK_INT(pthread_mutex_destroy(&m), 0);
	}

	/* A PTHREAD_PRIO_NONE mutex has no ceiling: EINVAL, nothing stored,
	 * and it locks as its type says although its attribute had one. */
	CHECK_INT(pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_NONE), 0);
	CHECK_INT(pthread_mutex_init(&m, &a), 0);
	c = -5; old = -7;
	CHECK_INT(pthread_mutex_getprioceiling(&m, &c), EINVAL);
	CHECK_INT(c, -5);
	CHECK_INT(pthread_mutex_setprioceiling(&m, lo, &old), EINVAL);
	CHECK_INT(old, -7);
	CHECK_INT(pthread_mutex_lock(&m), 0);
	CHECK_INT(pthread_mutex_lock(&m), 0);
	CHECK_INT(pthread_mutex_unlock(&m), 0);
	CHECK_INT(pthread_mutex_unlock(&m), 0);
	CHECK_INT(pthread_mutex_unlock(&m), EPERM);
	CHECK_INT(pthread_mutex_destroy(&m), 0);
	pthread_mutex_t s = PTHREAD_MUTEX_INITIALIZER;
	CHECK_INT(pthread_mutex_getprioceiling(&s, &c), EINVAL);
	CHECK_INT(pthread_mutexattr_destroy(&a), 0);
	return check_done();
}
