#include <semaphore.h>
#include <errno.h>
#include <time.h>
#include <pthread.h>
#include "pthread_impl.h"

int sem_trywait(sem_t *s)
{
	int v;
	while ((v = a_load(&s->__val[0])) > 0)
		if (a_cas(&s->__val[0], v, v - 1) == v) return 0;
	errno = EAGAIN;
	return -1;
}

static void unwait(void *p)
{
	a_dec(p);
}

int sem_clockwait(sem_t *restrict s, clockid_t clk, const struct timespec *restrict at)
{
	__testcancel();
	for (int spins = 100; spins && !a_load(&s->__val[0]); spins--) a_spin();
	while (sem_trywait(s)) {
		int r;
		a_inc(&s->__val[1]);
		pthread_cleanup_push(unwait, (void *)&s->__val[1]);
		r = __timedwait_cp(&s->__val[0], 0, clk, at, !s->__val[2]);
		pthread_cleanup_pop(1);
		if (r == ETIMEDOUT || r == EINTR || r == EINVAL) {
			errno = r;
			return -1;
		}
	}
	return 0;
}

int sem_timedwait(sem_t *restrict s, const struct timespec *restrict at)
{
	return sem_clockwait(s, CLOCK_REALTIME, at);
}

int sem_wait(sem_t *s)
{
	return sem_clockwait(s, CLOCK_REALTIME, 0);
}
