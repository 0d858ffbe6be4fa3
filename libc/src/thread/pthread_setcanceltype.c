#include <pthread.h>
#include <errno.h>
#include "pthread_impl.h"

int pthread_setcanceltype(int new, int *old)
{
	if ((unsigned)new > PTHREAD_CANCEL_ASYNCHRONOUS) return EINVAL;
	struct pthread *self = __pthread_self();
	if (old) *old = self->cancelasync;
	self->cancelasync = new;
	/* A request already pending takes effect at once in async mode. */
	if (new) __testcancel();
	return 0;
}
