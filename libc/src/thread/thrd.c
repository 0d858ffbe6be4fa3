#include <threads.h>
#include <pthread.h>
#include <errno.h>
#include <stdint.h>
#include "pthread_impl.h"

/* A C11 start routine returns int where pthreads expect void *: both
 * arches return either in the same register, and thrd_join keeps only
 * the int. */
int thrd_create(thrd_t *t, thrd_start_t f, void *arg)
{
	int r = pthread_create(t, 0, (void *(*)(void *))(void (*)(void))f, arg);
	return r == 0 ? thrd_success : r == EAGAIN ? thrd_nomem : thrd_error;
}

_Noreturn void thrd_exit(int res)
{
	pthread_exit((void *)(intptr_t)res);
}

int thrd_join(thrd_t t, int *res)
{
	void *v;
	if (pthread_join(t, &v)) return thrd_error;
	if (res) *res = (int)(intptr_t)v;
	return thrd_success;
}

int thrd_detach(thrd_t t)
{
	return pthread_detach(t) ? thrd_error : thrd_success;
}

thrd_t thrd_current(void)
{
	return __pthread_self();
}

int thrd_equal(thrd_t a, thrd_t b)
{
	return a == b;
}

/* 0 on success, -1 if a signal interrupted it, another negative value on
 * error, as C11 asks. */
int thrd_sleep(const struct timespec *d, struct timespec *rem)
{
	int r = __syscall_cp(SYS_clock_nanosleep, CLOCK_REALTIME, 0, d, rem);
	return r == 0 ? 0 : r == -EINTR ? -1 : -2;
}

void thrd_yield(void)
{
	__syscall(SYS_sched_yield);
}
