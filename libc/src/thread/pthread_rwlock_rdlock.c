#include <pthread.h>
#include <errno.h>
#include <time.h>
#include "pthread_impl.h"

/* Readers go first while no writer holds the lock (glibc's default,
 * and what makes a recursive read lock safe). */
int pthread_rwlock_tryrdlock(pthread_rwlock_t *rw)
{
	int v;
	do {
		v = a_load(&rw->_rw_lock);
		if (v < 0) return EBUSY;
		if (v == INT_MAX) return EAGAIN;
	} while (a_cas(&rw->_rw_lock, v, v + 1) != v);
	return 0;
}

int pthread_rwlock_clockrdlock(pthread_rwlock_t *restrict rw, clockid_t clk, const struct timespec *restrict at)
{
	int r;
	while ((r = pthread_rwlock_tryrdlock(rw)) == EBUSY) {
		a_inc(&rw->_rw_waiters);
		r = __timedwait(&rw->_rw_lock, -1, clk, at, !rw->_rw_shared);
		a_dec(&rw->_rw_waiters);
		if (r == ETIMEDOUT || r == EINVAL) return r;
	}
	return r;
}

int pthread_rwlock_timedrdlock(pthread_rwlock_t *restrict rw, const struct timespec *restrict at)
{
	return pthread_rwlock_clockrdlock(rw, CLOCK_REALTIME, at);
}

int pthread_rwlock_rdlock(pthread_rwlock_t *rw)
{
	return pthread_rwlock_clockrdlock(rw, CLOCK_REALTIME, 0);
}
