#include <pthread.h>
#include <errno.h>
#include <time.h>
#include "pthread_impl.h"

/* Robust mutexes on the kernel's robust-futex protocol (see
 * pthread_impl.h). The list is kept so that the kernel, which may walk it
 * at any instruction when the process dies, always finds it whole: a
 * mutex is announced in robust_list.pending before its lock word changes
 * and withdrawn after it is linked or unlinked. A thread that ends by
 * pthread_exit hands its mutexes on itself (__robust_release_all), so
 * private mutexes can use private futexes and a detached thread's list
 * need not outlive its stack; the kernel's walk is for process death. */

typedef volatile void *volatile rlink;

static void link_held(struct pthread *self, pthread_mutex_t *m)
{
	rlink *first = (rlink *)self->robust_list.head;
	m->_m_next = first;
	m->_m_prev = &self->robust_list.head;
	if (first != &self->robust_list.head) first[1] = &m->_m_next;
	self->robust_list.head = &m->_m_next;
}

static void unlink_held(struct pthread *self, pthread_mutex_t *m)
{
	rlink *next = (rlink *)m->_m_next, *prev = (rlink *)m->_m_prev;
	prev[0] = next;
	if (next != &self->robust_list.head) next[1] = prev;
}

hidden int __robust_lock(pthread_mutex_t *m, int clk, const struct timespec *at, int trylock)
{
	struct pthread *self = __pthread_self();
	int tid = self->tid, kind = m->_m_type & MT_KIND, priv = !(m->_m_type & MT_SHARED);
	int v = a_load(&m->_m_lock), slept = 0, spins = 100, r;

	if ((v & FUTEX_TID_MASK) == tid) {
		if (kind == PTHREAD_MUTEX_RECURSIVE) {
			if (m->_m_count == INT_MAX) return EAGAIN;
			m->_m_count++;
			return 0;
		}
		if (trylock) return EBUSY;
		if (kind == PTHREAD_MUTEX_ERRORCHECK) return EDEADLK;
		/* A normal mutex locked twice deadlocks, as POSIX says it must
		 * (a timed lock times out): fall through to the wait. */
	}
	self->robust_list.pending = &m->_m_next;
	for (;;) {
		v = a_load(&m->_m_lock);
		if (v == ROBUST_NOTRECOVERABLE) {
			r = ENOTRECOVERABLE;
			break;
		}
		if (!(v & FUTEX_TID_MASK)) {
			/* Free, or its owner died. Having slept, keep the waiters
			 * bit: others may still sleep and our unlock must wake them. */
			if (a_cas(&m->_m_lock, v, tid | (v & FUTEX_WAITERS) | (slept ? FUTEX_WAITERS : 0)) != v)
				continue;
			link_held(self, m);
			m->_m_owner = tid;
			m->_m_count = 0;
			r = 0;
			if (v & FUTEX_OWNER_DIED) {
				m->_m_state = 1;
				r = EOWNERDEAD;
			}
			break;
		}
		if (trylock) {
			r = EBUSY;
			break;
		}
		if (spins) {
			spins--;
			a_spin();
			continue;
		}
		if (!(v & FUTEX_WAITERS) && a_cas(&m->_m_lock, v, v | FUTEX_WAITERS) != v) continue;
		slept = 1;
		r = __timedwait(&m->_m_lock, v | FUTEX_WAITERS, clk, at, priv);
		if (r == ETIMEDOUT || r == EINVAL) break;
	}
	self->robust_list.pending = 0;
	return r;
}

hidden int __robust_unlock(pthread_mutex_t *m)
{
	struct pthread *self = __pthread_self();
	if ((a_load(&m->_m_lock) & FUTEX_TID_MASK) != self->tid) return EPERM;
	if (m->_m_count) {
		m->_m_count--;
		return 0;
	}
	/* Unlocked without pthread_mutex_consistent: closed for good. */
	int after = m->_m_state ? ROBUST_NOTRECOVERABLE : 0;
	m->_m_state = 0;
	m->_m_owner = 0;
	self->robust_list.pending = &m->_m_next;
	unlink_held(self, m);
	int v = a_swap(&m->_m_lock, after);
	self->robust_list.pending = 0;
	if (v & FUTEX_WAITERS) __wake(&m->_m_lock, after ? -1 : 1, !(m->_m_type & MT_SHARED));
	return 0;
}

/* The calling thread ends: whatever it still holds goes to the next
 * locker with EOWNERDEAD, exactly as the kernel would do it. */
hidden void __robust_release_all(void)
{
	struct pthread *self = __pthread_self();
	rlink *node;
	while ((node = (rlink *)self->robust_list.head) != &self->robust_list.head) {
		pthread_mutex_t *m = (void *)((char *)node - offsetof(pthread_mutex_t, _m_next));
		self->robust_list.pending = node;
		self->robust_list.head = node[0];
		m->_m_owner = 0;
		int v = a_swap(&m->_m_lock, FUTEX_OWNER_DIED);
		self->robust_list.pending = 0;
		if (v & FUTEX_WAITERS) __wake(&m->_m_lock, 1, !(m->_m_type & MT_SHARED));
	}
}

int pthread_mutex_consistent(pthread_mutex_t *m)
{
	if (!(m->_m_type & MT_ROBUST) || !m->_m_state
	    || (a_load(&m->_m_lock) & FUTEX_TID_MASK) != __pthread_self()->tid)
		return EINVAL;
	m->_m_state = 0;
	return 0;
}

weak_alias(pthread_mutex_consistent, pthread_mutex_consistent_np);
