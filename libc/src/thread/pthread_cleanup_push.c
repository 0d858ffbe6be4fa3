#include <pthread.h>
#include "pthread_impl.h"

/* The buffers live in the caller's frame; pthread_exit pops and runs
 * whatever is still linked. */
void _pthread_cleanup_push(struct __ptcb *cb, void (*f)(void *), void *x)
{
	struct pthread *self = __pthread_self();
	cb->__f = f;
	cb->__x = x;
	cb->__next = self->cancelbuf;
	self->cancelbuf = cb;
}

void _pthread_cleanup_pop(struct __ptcb *cb, int run)
{
	__pthread_self()->cancelbuf = cb->__next;
	if (run) cb->__f(cb->__x);
}
