#include <threads.h>
#include <pthread.h>
#include <errno.h>

int mtx_init(mtx_t *m, int type)
{
	pthread_mutexattr_t a;
	pthread_mutexattr_init(&a);
	if (type & mtx_recursive) pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
	return pthread_mutex_init(m, &a) ? thrd_error : thrd_success;
}

void mtx_destroy(mtx_t *m)
{
	pthread_mutex_destroy(m);
}

int mtx_lock(mtx_t *m)
{
	return pthread_mutex_lock(m) ? thrd_error : thrd_success;
}

int mtx_timedlock(mtx_t *restrict m, const struct timespec *restrict at)
{
	int r = pthread_mutex_timedlock(m, at);
	return !r ? thrd_success : r == ETIMEDOUT ? thrd_timedout : thrd_error;
}

int mtx_trylock(mtx_t *m)
{
	int r = pthread_mutex_trylock(m);
	return !r ? thrd_success : r == EBUSY ? thrd_busy : thrd_error;
}

int mtx_unlock(mtx_t *m)
{
	return pthread_mutex_unlock(m) ? thrd_error : thrd_success;
}
