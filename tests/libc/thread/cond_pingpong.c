#include <pthread.h>
#include <errno.h>
#include <time.h>
#include "check.h"

/* Two threads hand a token back and forth ROUNDS times; a lost wake-up
 * hangs the test (the harness's timeout), a spurious one is absorbed by
 * the predicate loop. */
#define ROUNDS 20000

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int turn, rounds_seen[2];

static void *player(void *arg)
{
	int me = (int)(long)arg;
	for (int i = 0; i < ROUNDS; i++) {
		pthread_mutex_lock(&m);
		while (turn != me) pthread_cond_wait(&cv, &m);
		rounds_seen[me]++;
		turn = !me;
		pthread_cond_signal(&cv);
		pthread_mutex_unlock(&m);
	}
	return 0;
}

static int ready;
static void *waiter(void *arg)
{
	pthread_mutex_lock(&m);
	ready++;
	/* Not signal: the other waiters share the condvar with main. */
	pthread_cond_broadcast(&cv);
	while (ready < 100) pthread_cond_wait(&cv, &m);
	pthread_mutex_unlock(&m);
	return 0;
}

int main(void)
{
	pthread_t a, b;
	CHECK_INT(pthread_create(&a, 0, player, (void *)0L), 0);
	CHECK_INT(pthread_create(&b, 0, player, (void *)1L), 0);
	pthread_join(a, 0);
	pthread_join(b, 0);
	CHECK_INT(rounds_seen[0], ROUNDS);
	CHECK_INT(rounds_seen[1], ROUNDS);

	/* Broadcast releases every waiter. */
	pthread_t w[3];
	for (int i = 0; i < 3; i++) pthread_create(&w[i], 0, waiter, 0);
	pthread_mutex_lock(&m);
	while (ready < 3) pthread_cond_wait(&cv, &m);
	ready = 100;
	CHECK_INT(pthread_cond_broadcast(&cv), 0);
	pthread_mutex_unlock(&m);
	for (int i = 0; i < 3; i++) CHECK_INT(pthread_join(w[i], 0), 0);

	/* Timed waits on both clocks time out, and not early. */
	pthread_condattr_t ca;
	pthread_cond_t mc;
	clockid_t clk = -1;
	CHECK_INT(pthread_condattr_init(&ca), 0);
	CHECK_INT(pthread_condattr_setclock(&ca, CLOCK_MONOTONIC), 0);
	CHECK_INT(pthread_condattr_getclock(&ca, &clk), 0);
	CHECK_INT(clk, CLOCK_MONOTONIC);
	CHECK_INT(pthread_cond_init(&mc, &ca), 0);
	struct timespec ts, now;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	ts.tv_nsec += 30000000;
	if (ts.tv_nsec >= 1000000000) ts.tv_sec++, ts.tv_nsec -= 1000000000;
	pthread_mutex_lock(&m);
	CHECK_INT(pthread_cond_timedwait(&mc, &m, &ts), ETIMEDOUT);
	clock_gettime(CLOCK_MONOTONIC, &now);
	CHECK(now.tv_sec > ts.tv_sec || (now.tv_sec == ts.tv_sec && now.tv_nsec >= ts.tv_nsec));
	/* The mutex is held again after the timeout. */
	CHECK_INT(pthread_mutex_trylock(&m), EBUSY);
	clock_gettime(CLOCK_REALTIME, &ts);
	CHECK_INT(pthread_cond_timedwait(&cv, &m, &ts), ETIMEDOUT);
	pthread_mutex_unlock(&m);
	CHECK_INT(pthread_cond_destroy(&mc), 0);
	return check_done();
}
