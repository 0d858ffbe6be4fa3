#include <pthread.h>
#include <errno.h>
#include <time.h>
#include "pthread_impl.h"

/* The kernel clears t->tid and wakes it (a process-shared futex) when the
 * thread is gone; only then may its stack be freed. */
static int join(pthread_t t, void **res, const struct timespec *at, int try)
{
	int tid, r = 0;
	if (t == __pthread_self()) return EDEADLK;
	/* Joining a detached thread is undefined; POSIX recommends EINVAL,
	 * which can be told while the thread lives (once it is gone, *t is
	 * unmapped): otherwise the join waits for ever, as nothing clears
	 * a detached thread's tid (pthread_exit). */
	if (a_load(&t->detach_state) == DT_DETACHED) return EINVAL;
	if (!try) __testcancel();
	while ((tid = a_load(&t->tid))) {
		if (try) return EBUSY;
		r = __timedwait_cp(&t->tid, tid, CLOCK_REALTIME, at, 0);
		if (r == ETIMEDOUT || r == EINVAL) return r;
	}
	if (res) *res = t->result;
	if (t->map_base) __syscall(SYS_munmap, t->map_base, t->map_size);
	return 0;
}

int pthread_join(pthread_t t, void **res)
{
	return join(t, res, 0, 0);
}

int pthread_tryjoin_np(pthread_t t, void **res)
{
	return join(t, res, 0, 1);
}

int pthread_timedjoin_np(pthread_t t, void **res, const struct timespec *at)
{
	return join(t, res, at, 0);
}
