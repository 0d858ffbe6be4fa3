#include <pthread.h>
#include <errno.h>
#include <time.h>
#include "pthread_impl.h"

/* The lock word: 0 free, 1 held, 2 held and someone may be asleep on it.
 * A sleeper always leaves 2 behind, so the unlocker knows to wake. */
static int lock_slow(pthread_mutex_t *m, clockid_t clk, const struct timespec *at)
{
	if (m->_m_type & MT_ROBUST) return __robust_lock(m, clk, at, 0);
	int kind = m->_m_type & MT_KIND, priv = !(m->_m_type & MT_SHARED);
	int tid = __pthread_self()->tid;

	if (kind != PTHREAD_MUTEX_NORMAL && m->_m_owner == tid) {
		if (kind == PTHREAD_MUTEX_ERRORCHECK) return EDEADLK;
		if (m->_m_count == INT_MAX) return EAGAIN;
		m->_m_count++;
		return 0;
	}
	for (int spins = 100; spins && a_load(&m->_m_lock); spins--) a_spin();
	if (a_cas(&m->_m_lock, 0, 1)) {
		while (a_swap(&m->_m_lock, 2)) {
			int r = __timedwait(&m->_m_lock, 2, clk, at, priv);
			if (r == ETIMEDOUT || r == EINVAL) return r;
		}
	}
	if (kind != PTHREAD_MUTEX_NORMAL) {
		m->_m_owner = tid;
		m->_m_count = 0;
	}
	return 0;
}

int pthread_mutex_clocklock(pthread_mutex_t *restrict m, clockid_t clk, const struct timespec *restrict at)
{
	if (clk != CLOCK_REALTIME && clk != CLOCK_MONOTONIC) return EINVAL;
	if ((m->_m_type & (MT_KIND | MT_ROBUST)) == PTHREAD_MUTEX_NORMAL && !a_cas(&m->_m_lock, 0, 1)) return 0;
	return lock_slow(m, clk, at);
}

int pthread_mutex_timedlock(pthread_mutex_t *restrict m, const struct timespec *restrict at)
{
	return pthread_mutex_clocklock(m, CLOCK_REALTIME, at);
}

int pthread_mutex_lock(pthread_mutex_t *m)
{
	if ((m->_m_type & (MT_KIND | MT_ROBUST)) == PTHREAD_MUTEX_NORMAL && !a_cas(&m->_m_lock, 0, 1)) return 0;
	return lock_slow(m, CLOCK_REALTIME, 0);
}
