#include <errno.h>
#include <time.h>
#include "__cond.h"

struct ctx {
	pthread_cond_t *c;
	pthread_mutex_t *m;
	struct cond_waiter *w;
	int count;
};

/* Takes the mutex back with the recursion depth it had. A robust mutex
 * whose owner died meanwhile is ours but inconsistent (EOWNERDEAD, which
 * the caller hears); one made unrecoverable cannot be taken at all. */
static int relock(struct ctx *x)
{
	int r = pthread_mutex_lock(x->m);
	if (r != ENOTRECOVERABLE) x->m->_m_count = x->count;
	return r == EOWNERDEAD || r == ENOTRECOVERABLE ? r : 0;
}

/* Cancelled while waiting: leave the queue (or, if a signal had already
 * been given to us, hand it on), then take the mutex back as POSIX wants
 * before the program's cleanup handlers run. */
static void unwait(void *p)
{
	struct ctx *x = p;
	int pass_on = 0;
	if (x->w) {
		__lock(&x->c->_c_lock);
		if (x->w->state == CW_WAITING) __cond_unlink(x->c, x->w);
		else pass_on = 1;
		__unlock(&x->c->_c_lock);
		if (pass_on) pthread_cond_signal(x->c);
	} else {
		a_dec(&x->c->_c_waiters);
	}
	relock(x);
}

/* A recursive mutex is released completely, whatever its depth. */
static void release(struct ctx *x)
{
	x->count = x->m->_m_count;
	x->m->_m_count = 0;
	pthread_mutex_unlock(x->m);
}

static int shared_wait(pthread_cond_t *c, pthread_mutex_t *m, clockid_t clk, const struct timespec *at)
{
	struct ctx x = { c, m, 0 };
	int seq = a_load(&c->_c_seq), r;
	a_inc(&c->_c_waiters);
	release(&x);
	pthread_cleanup_push(unwait, &x);
	r = __timedwait_cp(&c->_c_seq, seq, clk, at, 0);
	pthread_cleanup_pop(0);
	a_dec(&c->_c_waiters);
	int lr = relock(&x);
	return lr ? lr : r == ETIMEDOUT || r == EINVAL ? r : 0;
}

int pthread_cond_clockwait(pthread_cond_t *restrict c, pthread_mutex_t *restrict m,
                           clockid_t clk, const struct timespec *restrict at)
{
	int r = 0;
	if (((m->_m_type & MT_KIND) != PTHREAD_MUTEX_NORMAL || m->_m_type & MT_ROBUST)
	    && m->_m_owner != __pthread_self()->tid)
		return EPERM;
	if (at && (unsigned long)at->tv_nsec >= 1000000000UL) return EINVAL;
	__testcancel();
	if (c->_c_shared) return shared_wait(c, m, clk, at);

	struct cond_waiter w = { .state = CW_WAITING };
	struct ctx x = { c, m, &w };
	__lock(&c->_c_lock);
	w.prev = (void *)c->_c_head;
	if (w.prev) w.prev->next = &w;
	else c->_c_tail = &w;
	c->_c_head = &w;
	__unlock(&c->_c_lock);
	release(&x);

	pthread_cleanup_push(unwait, &x);
	while (a_load(&w.state) == CW_WAITING) {
		r = __timedwait_cp(&w.state, CW_WAITING, clk, at, 1);
		if (r == ETIMEDOUT || r == EINVAL) break;
		r = 0;
	}
	pthread_cleanup_pop(0);

	if (r) {
		__lock(&c->_c_lock);
		if (w.state == CW_WAITING) __cond_unlink(c, &w);
		else r = 0; /* signalled just as the time ran out: take it */
		__unlock(&c->_c_lock);
	}
	int lr = relock(&x);
	return lr ? lr : r;
}

int pthread_cond_timedwait(pthread_cond_t *restrict c, pthread_mutex_t *restrict m,
                           const struct timespec *restrict at)
{
	return pthread_cond_clockwait(c, m, c->_c_clock, at);
}

int pthread_cond_wait(pthread_cond_t *restrict c, pthread_mutex_t *restrict m)
{
	return pthread_cond_clockwait(c, m, CLOCK_REALTIME, 0);
}
