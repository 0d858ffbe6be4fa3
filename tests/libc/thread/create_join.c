#include <pthread.h>
#include <errno.h>
#include <string.h>
#include <sys/single_threaded.h>
#include "check.h"

static _Thread_local int tls_init = 5;
static _Thread_local int tls_zero;

static void *worker(void *arg)
{
	long n = (long)arg;
	/* Each thread sees its own, freshly initialised TLS and errno. */
	int ok = tls_init == 5 && tls_zero == 0;
	tls_init = (int)n;
	tls_zero = (int)n * 2;
	errno = (int)n;
	for (volatile int i = 0; i < 10000; i++);
	ok = ok && tls_init == n && tls_zero == n * 2 && errno == n;
	return ok ? (void *)(n * 10) : 0;
}

static void *self_worker(void *arg)
{
	*(pthread_t *)arg = pthread_self();
	pthread_exit((void *)42);
}

static volatile int detached_ran;
static void *detached_worker(void *arg)
{
	detached_ran = 1;
	return 0;
}

int main(void)
{
	pthread_t t[8];
	/* glibc 2.32's flag: true until the first thread is created. */
	CHECK(__libc_single_threaded);
	for (long i = 0; i < 8; i++)
		CHECK_INT(pthread_create(&t[i], 0, worker, (void *)(i + 1)), 0);
	for (long i = 0; i < 8; i++) {
		void *r = 0;
		CHECK_INT(pthread_join(t[i], &r), 0);
		CHECK_INT((long)r, (i + 1) * 10);
	}
	CHECK(!__libc_single_threaded);
	/* The main thread's TLS was not disturbed. */
	CHECK_INT(tls_init, 5);
	CHECK_INT(tls_zero, 0);

	pthread_t inner = 0, outer;
	void *r;
	CHECK_INT(pthread_create(&outer, 0, self_worker, &inner), 0);
	CHECK_INT(pthread_join(outer, &r), 0);
	CHECK(pthread_equal(inner, outer));
	CHECK(!pthread_equal(pthread_self(), outer));
	CHECK_INT((long)r, 42);
	CHECK_INT(pthread_join(pthread_self(), 0), EDEADLK);

	/* Detached via attribute, and after the fact. */
	pthread_attr_t a;
	CHECK_INT(pthread_attr_init(&a), 0);
	int ds = -1;
	CHECK_INT(pthread_attr_getdetachstate(&a, &ds), 0);
	CHECK_INT(ds, PTHREAD_CREATE_JOINABLE);
	CHECK_INT(pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED), 0);
	CHECK_INT(pthread_attr_setdetachstate(&a, 7), EINVAL);
	CHECK_INT(pthread_create(&outer, &a, detached_worker, 0), 0);
	pthread_attr_destroy(&a);
	CHECK_INT(pthread_create(&outer, 0, detached_worker, 0), 0);
	CHECK_INT(pthread_detach(outer), 0);
	for (int i = 0; i < 1000000 && !detached_ran; i++) sched_yield();
	CHECK(detached_ran);
	return check_done();
}
