#include <pthread.h>
#include "pthread_impl.h"

/* Wake everyone when the lock becomes free: readers can all proceed,
 * and a writer that loses the race simply waits again. */
int pthread_rwlock_unlock(pthread_rwlock_t *rw)
{
	int v, n;
	do {
		v = a_load(&rw->_rw_lock);
		n = v < 0 ? 0 : v - 1;
	} while (a_cas(&rw->_rw_lock, v, n) != v);
	if (!n && a_load(&rw->_rw_waiters))
		__wake(&rw->_rw_lock, -1, !rw->_rw_shared);
	return 0;
}
