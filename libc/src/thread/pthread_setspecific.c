#include <pthread.h>
#include <errno.h>
#include "pthread_impl.h"

extern hidden unsigned __pthread_key_gens[PTHREAD_KEYS_MAX];

/* The main thread's values; other threads carry theirs in their mapping. */
static struct __pthread_tsd main_tsd;

int pthread_setspecific(pthread_key_t k, const void *v)
{
	if (k >= PTHREAD_KEYS_MAX) return EINVAL;
	struct pthread *self = __pthread_self();
	if (!self->tsd) self->tsd = &main_tsd;
	self->tsd->val[k] = (void *)v;
	self->tsd->gen[k] = __pthread_key_gens[k];
	if (v) self->tsd_used = 1;
	return 0;
}
