#include <pthread.h>
#include "pthread_impl.h"

extern hidden unsigned __pthread_key_gens[PTHREAD_KEYS_MAX];

void *pthread_getspecific(pthread_key_t k)
{
	struct __pthread_tsd *t = __pthread_self()->tsd;
	if (!t || k >= PTHREAD_KEYS_MAX || t->gen[k] != __pthread_key_gens[k]) return 0;
	return t->val[k];
}
