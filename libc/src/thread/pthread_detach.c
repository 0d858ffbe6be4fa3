#include <pthread.h>
#include <errno.h>
#include "pthread_impl.h"

int pthread_detach(pthread_t t)
{
	int old = a_cas(&t->detach_state, DT_JOINABLE, DT_DETACHED);
	/* Detaching twice is undefined; POSIX recommends EINVAL (as glibc). */
	if (old == DT_DETACHED) return EINVAL;
	/* A thread already exiting cannot free itself any more: reap it. */
	if (old != DT_JOINABLE) {
		int cs;
		pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &cs);
		pthread_join(t, 0);
		pthread_setcancelstate(cs, 0);
	}
	return 0;
}
