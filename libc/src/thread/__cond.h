/* Internals shared by the condition variable functions. A waiter of a
 * process-private condvar queues a node on its own stack; signal unlinks
 * the oldest node, marks it and wakes its futex, so a signal can only go
 * to a thread that was already waiting. */
#include <pthread.h>
#include "pthread_impl.h"
#include "lock.h"

struct cond_waiter {
	struct cond_waiter *prev, *next;   /* next: towards the newest */
	volatile int state;
};

enum { CW_WAITING, CW_SIGNALLED };

/* Remove W from C's queue; C's lock is held. */
static inline void __cond_unlink(pthread_cond_t *c, struct cond_waiter *w)
{
	if (w->prev) w->prev->next = w->next;
	else c->_c_tail = w->next;
	if (w->next) w->next->prev = w->prev;
	else c->_c_head = w->prev;
}
