#include <pthread.h>
#include <errno.h>
#include <time.h>
#include "pthread_impl.h"

int pthread_rwlock_trywrlock(pthread_rwlock_t *rw)
{
	return a_cas(&rw->_rw_lock, 0, -1) ? EBUSY : 0;
}

int pthread_rwlock_clockwrlock(pthread_rwlock_t *restrict rw, clockid_t clk, const struct timespec *restrict at)
{
	int v;
	while ((v = a_cas(&rw->_rw_lock, 0, -1))) {
		a_inc(&rw->_rw_waiters);
		int r = __timedwait(&rw->_rw_lock, v, clk, at, !rw->_rw_shared);
		a_dec(&rw->_rw_waiters);
		if (r == ETIMEDOUT || r == EINVAL) return r;
	}
	return 0;
}

int pthread_rwlock_timedwrlock(pthread_rwlock_t *restrict rw, const struct timespec *restrict at)
{
	return pthread_rwlock_clockwrlock(rw, CLOCK_REALTIME, at);
}

int pthread_rwlock_wrlock(pthread_rwlock_t *rw)
{
	return pthread_rwlock_clockwrlock(rw, CLOCK_REALTIME, 0);
}
