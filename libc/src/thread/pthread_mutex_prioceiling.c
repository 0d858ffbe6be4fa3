#include <pthread.h>
#include <errno.h>

/* Only a mutex whose protocol is PTHREAD_PRIO_PROTECT has a priority
 * ceiling, and pthread_mutexattr_setprotocol refuses that protocol
 * (_POSIX_THREAD_PRIO_PROTECT is -1; raising the owner's priority needs
 * the priority scheduling polyport does not claim either), so every
 * mutex is one POSIX answers EINVAL for: its protocol is not
 * PTHREAD_PRIO_PROTECT. The ceiling is then left alone, as it must be
 * when the call fails. */

int pthread_mutex_getprioceiling(const pthread_mutex_t *restrict m, int *restrict ceiling)
{
	return EINVAL;
}

int pthread_mutex_setprioceiling(pthread_mutex_t *restrict m, int ceiling, int *restrict old)
{
	return EINVAL;
}
