#include <pthread.h>
#include <errno.h>
#include "pthread_impl.h"

int pthread_mutex_trylock(pthread_mutex_t *m)
{
	if (m->_m_type & MT_ROBUST) return __robust_lock(m, 0, 0, 1);
	int kind = m->_m_type & MT_KIND;
	if (kind == PTHREAD_MUTEX_NORMAL)
		return a_cas(&m->_m_lock, 0, 1) ? EBUSY : 0;

	int tid = __pthread_self()->tid;
	if (m->_m_owner == tid) {
		if (kind != PTHREAD_MUTEX_RECURSIVE) return EBUSY;
		if (m->_m_count == INT_MAX) return EAGAIN;
		m->_m_count++;
		return 0;
	}
	if (a_cas(&m->_m_lock, 0, 1)) return EBUSY;
	m->_m_owner = tid;
	m->_m_count = 0;
	return 0;
}
