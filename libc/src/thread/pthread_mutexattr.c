#include <pthread.h>
#include <errno.h>
#include "pthread_impl.h"

/* The attribute word is copied into the mutex's type word as is. */

int pthread_mutexattr_init(pthread_mutexattr_t *a)
{
	a->__attr = 0;
	return 0;
}

int pthread_mutexattr_destroy(pthread_mutexattr_t *a)
{
	return 0;
}

int pthread_mutexattr_settype(pthread_mutexattr_t *a, int type)
{
	if ((unsigned)type > PTHREAD_MUTEX_ERRORCHECK) return EINVAL;
	a->__attr = (a->__attr & ~MT_KIND) | type;
	return 0;
}

int pthread_mutexattr_gettype(const pthread_mutexattr_t *restrict a, int *restrict type)
{
	*type = a->__attr & MT_KIND;
	return 0;
}

int pthread_mutexattr_setpshared(pthread_mutexattr_t *a, int pshared)
{
	if ((unsigned)pshared > PTHREAD_PROCESS_SHARED) return EINVAL;
	a->__attr = (a->__attr & ~MT_SHARED) | (pshared ? MT_SHARED : 0);
	return 0;
}

int pthread_mutexattr_getpshared(const pthread_mutexattr_t *restrict a, int *restrict pshared)
{
	*pshared = !!(a->__attr & MT_SHARED);
	return 0;
}

int pthread_mutexattr_setprotocol(pthread_mutexattr_t *a, int protocol)
{
	if (protocol == PTHREAD_PRIO_NONE) return 0;
	/* Inheritance would need FUTEX_LOCK_PI; protection, raising the
	 * owner to the ceiling (sched_setparam), the priority scheduling
	 * polyport does not claim (<unistd.h>'s _POSIX_THREAD_PRIO_*). */
	return protocol == PTHREAD_PRIO_INHERIT || protocol == PTHREAD_PRIO_PROTECT ? ENOTSUP : EINVAL;
}

int pthread_mutexattr_getprotocol(const pthread_mutexattr_t *restrict a, int *restrict protocol)
{
	*protocol = PTHREAD_PRIO_NONE;
	return 0;
}

int pthread_mutexattr_setrobust(pthread_mutexattr_t *a, int robust)
{
	if ((unsigned)robust > PTHREAD_MUTEX_ROBUST) return EINVAL;
	a->__attr = (a->__attr & ~MT_ROBUST) | (robust ? MT_ROBUST : 0);
	return 0;
}

int pthread_mutexattr_getrobust(const pthread_mutexattr_t *restrict a, int *restrict robust)
{
	*robust = a->__attr & MT_ROBUST ? PTHREAD_MUTEX_ROBUST : PTHREAD_MUTEX_STALLED;
	return 0;
}

weak_alias(pthread_mutexattr_setrobust, pthread_mutexattr_setrobust_np);
weak_alias(pthread_mutexattr_getrobust, pthread_mutexattr_getrobust_np);
