#include <pthread.h>
#include <semaphore.h>
#include <errno.h>
#include <time.h>
#include "check.h"

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static volatile int started, cleanup_order[4], ncleanup, held_in_cleanup;

static void note(void *p)
{
	cleanup_order[ncleanup++] = (int)(long)p;
}

static void unlock_note(void *p)
{
	/* POSIX: the mutex is held again when a cancelled wait's cleanup runs. */
	held_in_cleanup = pthread_mutex_trylock(&m) == EBUSY;
	pthread_mutex_unlock(&m);
	note(p);
}

static void *cond_waiter(void *arg)
{
	pthread_cleanup_push(note, (void *)1L);
	pthread_mutex_lock(&m);
	pthread_cleanup_push(unlock_note, (void *)2L);
	started = 1;
	for (;;) pthread_cond_wait(&cv, &m);
	pthread_cleanup_pop(0);
	pthread_cleanup_pop(0);
	return 0;
}

static sem_t sem;
static void *sem_waiter(void *arg)
{
	started = 1;
	sem_wait(&sem);
	return (void *)1L;
}

static void *disabled(void *arg)
{
	int old;
	pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, &old);
	started = 1;
	while (started != 2) sched_yield();
	/* The request stays pending while disabled... */
	pthread_testcancel();
	pthread_setcancelstate(old, 0);
	/* ...and is acted on at the next cancellation point. */
	pthread_testcancel();
	return (void *)1L;
}

static void *async_spin(void *arg)
{
	pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, 0);
	started = 1;
	for (volatile unsigned long i = 0;; i++);
	return 0;
}

static void wait_started(void)
{
	while (!started) sched_yield();
	/* Give the thread time to block for real. */
	struct timespec ts = { 0, 20000000 };
	nanosleep(&ts, 0);
}

int main(void)
{
	pthread_t t;
	void *r;

	CHECK_INT(pthread_create(&t, 0, cond_waiter, 0), 0);
	wait_started();
	CHECK_INT(pthread_cancel(t), 0);
	CHECK_INT(pthread_join(t, &r), 0);
	CHECK(r == PTHREAD_CANCELED);
	CHECK_INT(ncleanup, 2);
	CHECK_INT(cleanup_order[0], 2);
	CHECK_INT(cleanup_order[1], 1);
	CHECK(held_in_cleanup);
	/* And the cancelled waiter left the mutex usable. */
	CHECK_INT(pthread_mutex_trylock(&m), 0);
	pthread_mutex_unlock(&m);

	started = 0;
	sem_init(&sem, 0, 0);
	CHECK_INT(pthread_create(&t, 0, sem_waiter, 0), 0);
	wait_started();
	pthread_cancel(t);
	CHECK_INT(pthread_join(t, &r), 0);
	CHECK(r == PTHREAD_CANCELED);

	started = 0;
	CHECK_INT(pthread_create(&t, 0, disabled, 0), 0);
	while (!started) sched_yield();
	pthread_cancel(t);
	started = 2;
	CHECK_INT(pthread_join(t, &r), 0);
	CHECK(r == PTHREAD_CANCELED);

	started = 0;
	CHECK_INT(pthread_create(&t, 0, async_spin, 0), 0);
	while (!started) sched_yield();
	pthread_cancel(t);
	CHECK_INT(pthread_join(t, &r), 0);
	CHECK(r == PTHREAD_CANCELED);

	int old = -1;
	CHECK_INT(pthread_setcancelstate(PTHREAD_CANCEL_ENABLE, &old), 0);
	CHECK_INT(old, PTHREAD_CANCEL_ENABLE);
	CHECK_INT(pthread_setcancelstate(5, &old), EINVAL);
	return check_done();
}
