#include <pthread.h>
#include <errno.h>
#include "pthread_impl.h"

int pthread_setcancelstate(int new, int *old)
{
	if ((unsigned)new > PTHREAD_CANCEL_DISABLE) return EINVAL;
	struct pthread *self = __pthread_self();
	if (old) *old = self->canceldisable;
	self->canceldisable = new;
	return 0;
}
