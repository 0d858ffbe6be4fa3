#include <semaphore.h>
#include <errno.h>
#include <limits.h>
#include "pthread_impl.h"

int sem_post(sem_t *s)
{
	int v;
	do {
		v = a_load(&s->__val[0]);
		if (v == SEM_VALUE_MAX) {
			errno = EOVERFLOW;
			return -1;
		}
	} while (a_cas(&s->__val[0], v, v + 1) != v);
	/* A waiter increments __val[1] before it sleeps on __val[0] == 0, so
	 * it either sees the new count or is counted here. */
	if (a_load(&s->__val[1])) __wake(&s->__val[0], 1, !s->__val[2]);
	return 0;
}
