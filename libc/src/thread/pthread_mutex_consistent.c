#include <pthread.h>
#include <errno.h>

/* No mutex can be robust (see pthread_mutexattr_setrobust), so none is
 * ever inconsistent. */
int pthread_mutex_consistent(pthread_mutex_t *m)
{
	return EINVAL;
}

int pthread_mutex_consistent_np(pthread_mutex_t *m)
{
	return EINVAL;
}
