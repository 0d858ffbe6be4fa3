#include <pthread.h>
#include <errno.h>
#include "pthread_impl.h"
#include "lock.h"

/* keys[k]: the destructor of a live key (nodtor if it has none), or 0 if
 * the slot is free. gens[k] changes each time the slot is handed out, which
 * invalidates the values threads stored under an earlier key. */
static void (*keys[PTHREAD_KEYS_MAX])(void *);
hidden unsigned __pthread_key_gens[PTHREAD_KEYS_MAX];
static volatile int lock[1];

static void nodtor(void *p) {}

int pthread_key_create(pthread_key_t *k, void (*dtor)(void *))
{
	int r = EAGAIN;
	__lock(lock);
	for (unsigned i = 0; i < PTHREAD_KEYS_MAX; i++) {
		if (keys[i]) continue;
		keys[i] = dtor ? dtor : nodtor;
		__pthread_key_gens[i]++;
		*k = i;
		r = 0;
		break;
	}
	__unlock(lock);
	return r;
}

int pthread_key_delete(pthread_key_t k)
{
	if (k >= PTHREAD_KEYS_MAX) return EINVAL;
	__lock(lock);
	keys[k] = 0;
	__pthread_key_gens[k]++;
	__unlock(lock);
	return 0;
}

void __pthread_tsd_run_dtors(void)
{
	struct pthread *self = __pthread_self();
	struct __pthread_tsd *t = self->tsd;
	if (!t || !self->tsd_used) return;
	for (int pass = 0; pass < PTHREAD_DESTRUCTOR_ITERATIONS && self->tsd_used; pass++) {
		self->tsd_used = 0;
		for (unsigned i = 0; i < PTHREAD_KEYS_MAX; i++) {
			void *v = t->val[i];
			__lock(lock);
			void (*f)(void *) = keys[i];
			int live = f && t->gen[i] == __pthread_key_gens[i];
			__unlock(lock);
			if (!v || !live) continue;
			t->val[i] = 0;
			f(v);
		}
	}
}
