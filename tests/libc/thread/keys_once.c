#include <pthread.h>
#include <stdlib.h>
#include "check.h"

static pthread_key_t k1, k2;
static volatile int dtor_calls, dtor_sum, again_calls;

static void dtor(void *v)
{
	__atomic_fetch_add(&dtor_calls, 1, __ATOMIC_SEQ_CST);
	__atomic_fetch_add(&dtor_sum, (int)(long)v, __ATOMIC_SEQ_CST);
}

/* A destructor that stores a new value makes another pass happen. */
static void dtor_again(void *v)
{
	int n = __atomic_add_fetch(&again_calls, 1, __ATOMIC_SEQ_CST);
	if (n < 3) pthread_setspecific(k2, (void *)(long)(n + 1));
}

static void *worker(void *arg)
{
	if (pthread_getspecific(k1)) return (void *)1L;
	pthread_setspecific(k1, arg);
	if (pthread_getspecific(k1) != arg) return (void *)1L;
	return 0;
}

static void *worker2(void *arg)
{
	pthread_setspecific(k2, (void *)1L);
	return 0;
}

static pthread_once_t once = PTHREAD_ONCE_INIT;
static volatile int once_runs, once_done;
static void init_once(void)
{
	__atomic_fetch_add(&once_runs, 1, __ATOMIC_SEQ_CST);
	for (volatile int i = 0; i < 100000; i++);
	once_done = 1;
}

static void *once_worker(void *arg)
{
	pthread_once(&once, init_once);
	return (void *)(long)!once_done;
}

int main(void)
{
	pthread_t t[4];
	void *r;
	CHECK_INT(pthread_key_create(&k1, dtor), 0);
	CHECK_INT(pthread_key_create(&k2, dtor_again), 0);
	CHECK(k1 != k2);
	CHECK(pthread_getspecific(k1) == 0);
	CHECK_INT(pthread_setspecific(k1, (void *)100L), 0);
	for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, (void *)(i + 1));
	for (int i = 0; i < 4; i++) {
		pthread_join(t[i], &r);
		CHECK(r == 0);
	}
	/* Each thread's value went to the destructor; main's is untouched. */
	CHECK_INT(dtor_calls, 4);
	CHECK_INT(dtor_sum, 1 + 2 + 3 + 4);
	CHECK(pthread_getspecific(k1) == (void *)100L);

	pthread_create(&t[0], 0, worker2, 0);
	pthread_join(t[0], 0);
	CHECK_INT(again_calls, 3);

	/* A deleted key's values are gone, even if the slot is reused. */
	CHECK_INT(pthread_key_delete(k1), 0);
	pthread_key_t k3;
	CHECK_INT(pthread_key_create(&k3, 0), 0);
	CHECK(pthread_getspecific(k3) == 0);

	for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, once_worker, 0);
	for (int i = 0; i < 4; i++) {
		pthread_join(t[i], &r);
		CHECK(r == 0);
	}
	pthread_once(&once, init_once);
	CHECK_INT(once_runs, 1);
	return check_done();
}
