#include <pthread.h>
#include <errno.h>
#include "pthread_impl.h"
#include "lock.h"

/* A generation counter is the futex: the last thread to arrive bumps it
 * and wakes the others. _b_count is how many wait in the round not yet
 * complete; _b_inside how many of a completed round (the last one too)
 * have not yet left pthread_barrier_wait. destroy waits for the latter,
 * so that the thread that gets PTHREAD_BARRIER_SERIAL_THREAD may destroy
 * the barrier at once, and fails with EBUSY for the former, the error
 * POSIX recommends: those threads would wait forever. */

int pthread_barrier_init(pthread_barrier_t *restrict b, const pthread_barrierattr_t *restrict a, unsigned count)
{
	if (!count || count > INT_MAX) return EINVAL;
	*b = (pthread_barrier_t){ 0 };
	b->_b_limit = count;
	b->_b_shared = a ? a->__attr : 0;
	return 0;
}

int pthread_barrier_destroy(pthread_barrier_t *b)
{
	int v;
	__lock(&b->_b_lock);
	v = b->_b_count;
	__unlock(&b->_b_lock);
	if (v) return EBUSY;
	while ((v = a_load(&b->_b_inside))) __futexwait(&b->_b_inside, v, !b->_b_shared);
	return 0;
}

int pthread_barrier_wait(pthread_barrier_t *b)
{
	int priv = !b->_b_shared, r = 0;
	__lock(&b->_b_lock);
	int gen = b->_b_gen;
	if (++b->_b_count == b->_b_limit) {
		b->_b_count = 0;
		a_fetch_add(&b->_b_inside, b->_b_limit);
		a_inc(&b->_b_gen);
		__unlock(&b->_b_lock);
		__wake(&b->_b_gen, -1, priv);
		r = PTHREAD_BARRIER_SERIAL_THREAD;
	} else {
		__unlock(&b->_b_lock);
		while (a_load(&b->_b_gen) == gen) __futexwait(&b->_b_gen, gen, priv);
	}
	if (a_fetch_add(&b->_b_inside, -1) == 1) __wake(&b->_b_inside, -1, priv);
	return r;
}

int pthread_barrierattr_init(pthread_barrierattr_t *a)
{
	a->__attr = 0;
	return 0;
}

int pthread_barrierattr_destroy(pthread_barrierattr_t *a)
{
	return 0;
}

int pthread_barrierattr_setpshared(pthread_barrierattr_t *a, int pshared)
{
	if ((unsigned)pshared > PTHREAD_PROCESS_SHARED) return EINVAL;
	a->__attr = pshared;
	return 0;
}

int pthread_barrierattr_getpshared(const pthread_barrierattr_t *restrict a, int *restrict pshared)
{
	*pshared = a->__attr;
	return 0;
}
