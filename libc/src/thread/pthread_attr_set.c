#include <pthread.h>
#include <errno.h>
#include "pthread_impl.h"

int pthread_attr_setstacksize(pthread_attr_t *a, size_t size)
{
	if (size < PTHREAD_STACK_MIN || size > SIZE_MAX / 4) return EINVAL;
	a->_a_stackaddr = 0;
	a->_a_stacksize = size;
	return 0;
}

int pthread_attr_setguardsize(pthread_attr_t *a, size_t size)
{
	if (size > SIZE_MAX / 8) return EINVAL;
	a->_a_guardsize = size;
	return 0;
}

/* Stored as the top of the stack, where the thread starts. */
int pthread_attr_setstack(pthread_attr_t *a, void *addr, size_t size)
{
	if (size < PTHREAD_STACK_MIN || size > SIZE_MAX / 4 || (uintptr_t)addr > SIZE_MAX - size)
		return EINVAL;
	a->_a_stackaddr = (uintptr_t)addr + size;
	a->_a_stacksize = size;
	return 0;
}

int pthread_attr_setdetachstate(pthread_attr_t *a, int state)
{
	if ((unsigned)state > PTHREAD_CREATE_DETACHED) return EINVAL;
	a->_a_detach = state;
	return 0;
}

int pthread_attr_setscope(pthread_attr_t *a, int scope)
{
	if (scope == PTHREAD_SCOPE_SYSTEM) return 0;
	return scope == PTHREAD_SCOPE_PROCESS ? ENOTSUP : EINVAL;
}

int pthread_attr_setinheritsched(pthread_attr_t *a, int inherit)
{
	if ((unsigned)inherit > PTHREAD_EXPLICIT_SCHED) return EINVAL;
	a->_a_sched = inherit;
	return 0;
}

int pthread_attr_setschedpolicy(pthread_attr_t *a, int policy)
{
	if ((unsigned)policy > SCHED_IDLE) return EINVAL;
	a->_a_policy = policy;
	return 0;
}

int pthread_attr_setschedparam(pthread_attr_t *restrict a, const struct sched_param *restrict p)
{
	a->_a_prio = p->sched_priority;
	return 0;
}
