#include <pthread.h>
#include <errno.h>
#include "pthread_impl.h"

int pthread_mutex_unlock(pthread_mutex_t *m)
{
	if (m->_m_type & MT_ROBUST) return __robust_unlock(m);
	int kind = m->_m_type & MT_KIND;
	if (kind != PTHREAD_MUTEX_NORMAL) {
		if (m->_m_owner != __pthread_self()->tid) return EPERM;
		if (m->_m_count) {
			m->_m_count--;
			return 0;
		}
		m->_m_owner = 0;
	}
	if (a_swap(&m->_m_lock, 0) == 2)
		__wake(&m->_m_lock, 1, !(m->_m_type & MT_SHARED));
	return 0;
}
