#define _GNU_SOURCE
#include <pthread.h>
#include <errno.h>
#include "pthread_impl.h"

/* Scheduling of one thread, by its kernel tid. */

int pthread_getschedparam(pthread_t t, int *restrict policy, struct sched_param *restrict p)
{
	int r = __syscall(SYS_sched_getparam, t->tid, p);
	if (r) return -r;
	r = __syscall(SYS_sched_getscheduler, t->tid);
	if (r < 0) return -r;
	*policy = r;
	return 0;
}

int pthread_setschedparam(pthread_t t, int policy, const struct sched_param *p)
{
	return -__syscall(SYS_sched_setscheduler, t->tid, policy, p);
}

int pthread_setschedprio(pthread_t t, int prio)
{
	struct sched_param p = { .sched_priority = prio };
	return -__syscall(SYS_sched_setparam, t->tid, &p);
}

int pthread_getaffinity_np(pthread_t t, size_t size, cpu_set_t *set)
{
	long r = __syscall(SYS_sched_getaffinity, t->tid, size, set);
	if (r < 0) return -r;
	for (size_t i = r; i < size; i++) ((char *)set)[i] = 0;
	return 0;
}

int pthread_setaffinity_np(pthread_t t, size_t size, const cpu_set_t *set)
{
	return -__syscall(SYS_sched_setaffinity, t->tid, size, set);
}

int pthread_yield(void)
{
	return sched_yield();
}

/* Linux threads are all kernel-scheduled: the level is only remembered. */
static int concurrency;

int pthread_getconcurrency(void)
{
	return concurrency;
}

int pthread_setconcurrency(int level)
{
	if (level < 0) return EINVAL;
	concurrency = level;
	return 0;
}

/* The kernel's encoding of a per-thread CPU-time clock (the clock id for
 * thread tid is ~tid * 8 + 6 for CPUCLOCK_SCHED with the thread bit). */
int pthread_getcpuclockid(pthread_t t, clockid_t *clk)
{
	*clk = (-t->tid - 1) * 8U + 6;
	return 0;
}
