#include "__cond.h"

int pthread_cond_broadcast(pthread_cond_t *c)
{
	if (c->_c_shared) {
		a_inc(&c->_c_seq);
		if (a_load(&c->_c_waiters)) __wake(&c->_c_seq, -1, 0);
		return 0;
	}
	if (!c->_c_tail) return 0;
	__lock(&c->_c_lock);
	struct cond_waiter *w = (void *)c->_c_tail, *next;
	c->_c_head = c->_c_tail = 0;
	for (; w; w = next) {
		next = w->next;   /* read before the waiter may leave */
		a_store(&w->state, CW_SIGNALLED);
		__wake(&w->state, 1, 1);
	}
	__unlock(&c->_c_lock);
	return 0;
}
