#include "__cond.h"

int pthread_cond_signal(pthread_cond_t *c)
{
	if (c->_c_shared) {
		a_inc(&c->_c_seq);
		if (a_load(&c->_c_waiters)) __wake(&c->_c_seq, 1, 0);
		return 0;
	}
	if (!c->_c_tail) return 0;
	__lock(&c->_c_lock);
	struct cond_waiter *w = (void *)c->_c_tail;
	if (w) {
		__cond_unlink(c, w);
		/* After this store the waiter may return and its frame vanish;
		 * a wake on a stale address is only a spurious wake-up. */
		a_store(&w->state, CW_SIGNALLED);
		__wake(&w->state, 1, 1);
	}
	__unlock(&c->_c_lock);
	return 0;
}
