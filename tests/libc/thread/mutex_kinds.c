#define _GNU_SOURCE
#include <pthread.h>
#include <errno.h>
#include <time.h>
#include "check.h"

static pthread_mutex_t shared = PTHREAD_MUTEX_INITIALIZER;
static long counter;

static void *adder(void *arg)
{
	for (int i = 0; i < 20000; i++) {
		pthread_mutex_lock(&shared);
		counter++;
		pthread_mutex_unlock(&shared);
	}
	return 0;
}

static void *try_other(void *arg)
{
	return (void *)(long)pthread_mutex_trylock(arg);
}

static void *unlock_other(void *arg)
{
	return (void *)(long)pthread_mutex_unlock(arg);
}

int main(void)
{
	pthread_t t[4];
	void *r;
	for (int i = 0; i < 4; i++) CHECK_INT(pthread_create(&t[i], 0, adder, 0), 0);
	for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
	CHECK_INT(counter, 80000);

	/* Recursive: the owner may relock; others see it busy until the
	 * last unlock. */
	pthread_mutex_t rec = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
	CHECK_INT(pthread_mutex_lock(&rec), 0);
	CHECK_INT(pthread_mutex_lock(&rec), 0);
	CHECK_INT(pthread_mutex_trylock(&rec), 0);
	pthread_create(&t[0], 0, try_other, &rec);
	pthread_join(t[0], &r);
	CHECK_INT((long)r, EBUSY);
	CHECK_INT(pthread_mutex_unlock(&rec), 0);
	CHECK_INT(pthread_mutex_unlock(&rec), 0);
	CHECK_INT(pthread_mutex_unlock(&rec), 0);
	CHECK_INT(pthread_mutex_unlock(&rec), EPERM);
	pthread_create(&t[0], 0, try_other, &rec);
	pthread_join(t[0], &r);
	CHECK_INT((long)r, 0);

	/* Error-checking: relock is EDEADLK, a foreign unlock EPERM. */
	pthread_mutexattr_t ma;
	pthread_mutex_t ec;
	int type = -1;
	CHECK_INT(pthread_mutexattr_init(&ma), 0);
	CHECK_INT(pthread_mutexattr_settype(&ma, PTHREAD_MUTEX_ERRORCHECK), 0);
	CHECK_INT(pthread_mutexattr_gettype(&ma, &type), 0);
	CHECK_INT(type, PTHREAD_MUTEX_ERRORCHECK);
	CHECK_INT(pthread_mutexattr_settype(&ma, 99), EINVAL);
	CHECK_INT(pthread_mutex_init(&ec, &ma), 0);
	pthread_mutexattr_destroy(&ma);
	CHECK_INT(pthread_mutex_unlock(&ec), EPERM);
	CHECK_INT(pthread_mutex_lock(&ec), 0);
	CHECK_INT(pthread_mutex_lock(&ec), EDEADLK);
	CHECK_INT(pthread_mutex_trylock(&ec), EBUSY);
	pthread_create(&t[0], 0, unlock_other, &ec);
	pthread_join(t[0], &r);
	CHECK_INT((long)r, EPERM);
	CHECK_INT(pthread_mutex_unlock(&ec), 0);
	CHECK_INT(pthread_mutex_destroy(&ec), 0);

	/* Normal: trylock of a held mutex is EBUSY; timedlock times out. */
	pthread_mutex_t nm;
	CHECK_INT(pthread_mutex_init(&nm, 0), 0);
	CHECK_INT(pthread_mutex_lock(&nm), 0);
	CHECK_INT(pthread_mutex_trylock(&nm), EBUSY);
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_nsec += 20000000;
	if (ts.tv_nsec >= 1000000000) ts.tv_sec++, ts.tv_nsec -= 1000000000;
	CHECK_INT(pthread_mutex_timedlock(&nm, &ts), ETIMEDOUT);
	struct timespec now;
	clock_gettime(CLOCK_REALTIME, &now);
	CHECK(now.tv_sec > ts.tv_sec || (now.tv_sec == ts.tv_sec && now.tv_nsec >= ts.tv_nsec));
	ts.tv_nsec = 1000000000;
	CHECK_INT(pthread_mutex_timedlock(&nm, &ts), EINVAL);
	CHECK_INT(pthread_mutex_unlock(&nm), 0);
	clock_gettime(CLOCK_REALTIME, &ts);
	CHECK_INT(pthread_mutex_timedlock(&nm, &ts), 0);
	CHECK_INT(pthread_mutex_unlock(&nm), 0);
	return check_done();
}
