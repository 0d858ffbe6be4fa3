#include <pthread.h>
#include <errno.h>
#include <time.h>

/* Bit 31: process-shared; the rest: the clock. */

int pthread_condattr_init(pthread_condattr_t *a)
{
	a->__attr = CLOCK_REALTIME;
	return 0;
}

int pthread_condattr_destroy(pthread_condattr_t *a)
{
	return 0;
}

int pthread_condattr_setclock(pthread_condattr_t *a, clockid_t clk)
{
	if (clk != CLOCK_REALTIME && clk != CLOCK_MONOTONIC) return EINVAL;
	a->__attr = (a->__attr & 0x80000000) | clk;
	return 0;
}

int pthread_condattr_getclock(const pthread_condattr_t *restrict a, clockid_t *restrict clk)
{
	*clk = a->__attr & 0x7fffffff;
	return 0;
}

int pthread_condattr_setpshared(pthread_condattr_t *a, int pshared)
{
	if ((unsigned)pshared > PTHREAD_PROCESS_SHARED) return EINVAL;
	a->__attr = (a->__attr & 0x7fffffff) | (unsigned)pshared << 31;
	return 0;
}

int pthread_condattr_getpshared(const pthread_condattr_t *restrict a, int *restrict pshared)
{
	*pshared = a->__attr >> 31;
	return 0;
}
