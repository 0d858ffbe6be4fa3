#include <threads.h>
#include <pthread.h>
#include <errno.h>

int cnd_init(cnd_t *c)
{
	return pthread_cond_init(c, 0) ? thrd_error : thrd_success;
}

void cnd_destroy(cnd_t *c)
{
	pthread_cond_destroy(c);
}

int cnd_broadcast(cnd_t *c)
{
	return pthread_cond_broadcast(c) ? thrd_error : thrd_success;
}

int cnd_signal(cnd_t *c)
{
	return pthread_cond_signal(c) ? thrd_error : thrd_success;
}

int cnd_timedwait(cnd_t *restrict c, mtx_t *restrict m, const struct timespec *restrict at)
{
	int r = pthread_cond_timedwait(c, m, at);
	return !r ? thrd_success : r == ETIMEDOUT ? thrd_timedout : thrd_error;
}

int cnd_wait(cnd_t *c, mtx_t *m)
{
	return pthread_cond_wait(c, m) ? thrd_error : thrd_success;
}
