#include <pthread.h>
#include <errno.h>

int pthread_rwlockattr_init(pthread_rwlockattr_t *a)
{
	a->__attr[0] = a->__attr[1] = 0;
	return 0;
}

int pthread_rwlockattr_destroy(pthread_rwlockattr_t *a)
{
	return 0;
}

int pthread_rwlockattr_setpshared(pthread_rwlockattr_t *a, int pshared)
{
	if ((unsigned)pshared > PTHREAD_PROCESS_SHARED) return EINVAL;
	a->__attr[0] = pshared;
	return 0;
}

int pthread_rwlockattr_getpshared(const pthread_rwlockattr_t *restrict a, int *restrict pshared)
{
	*pshared = a->__attr[0];
	return 0;
}
