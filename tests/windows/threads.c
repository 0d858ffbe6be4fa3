/* Threads the same on every system (tests/windows/threads.test builds it
 * with polyport-cc, as a port is built, and compares
 * Linux with Windows under Wine): pthread_create and join with results,
 * a mutex-protected counter, a condition variable, thread-local
 * variables (libc's errno and the program's own), pthread_once, a
 * detached thread, pthread_exit, a timed wait that times out, and
 * thread-specific data with its destructor. */
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define N 8
#define ROUNDS 20000

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static long counter;
static int ready;
static _Thread_local int mine = 7;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int once_runs;
static sem_t done;
static pthread_key_t key;
static int dtor_runs;

static void count_once(void) { once_runs++; }
static void dtor(void *p) { __atomic_fetch_add(&dtor_runs, 1, __ATOMIC_SEQ_CST); free(p); }

static void *work(void *arg)
{
	long id = (long)arg;
	pthread_once(&once, count_once);
	pthread_setspecific(key, malloc(16));
	mine = (int)id;
	errno = (int)id + 100;
	for (int i = 0; i < ROUNDS; i++) {
		pthread_mutex_lock(&mu);
		counter++;
		pthread_mutex_unlock(&mu);
	}
	pthread_mutex_lock(&mu);
	while (!ready) pthread_cond_wait(&cv, &mu);
	pthread_mutex_unlock(&mu);
	/* nothing else changed this thread's copies */
	if (mine != id || errno != id + 100) return (void *)-1;
	if (id == 3) pthread_exit((void *)(id * 10));
	return (void *)(id * 10);
}

static void *detached(void *arg)
{
	(void)arg;
	sem_post(&done);
	return 0;
}

int main(void)
{
	pthread_t t[N];
	pthread_key_create(&key, dtor);
	errno = 0;
	for (long i = 0; i < N; i++)
		if (pthread_create(&t[i], 0, work, (void *)i)) { printf("pthread_create failed\n"); return 1; }
	struct timespec ts = { 0, 50000000 };
	nanosleep(&ts, 0);
	pthread_mutex_lock(&mu);
	ready = 1;
	pthread_cond_broadcast(&cv);
	pthread_mutex_unlock(&mu);
	long sum = 0;
	for (int i = 0; i < N; i++) {
		void *r;
		if (pthread_join(t[i], &r)) { printf("pthread_join failed\n"); return 1; }
		sum += (long)r;
	}
	printf("joined %d threads, results sum %ld (want %d)\n", N, sum, 10 * N * (N - 1) / 2);
	printf("counter %ld (want %d)\n", counter, N * ROUNDS);
	printf("main's own copies: mine %d, errno %d\n", mine, errno);
	printf("once ran %d time(s), destructors ran %d\n", once_runs, dtor_runs);

	sem_init(&done, 0, 0);
	pthread_attr_t at;
	pthread_attr_init(&at);
	pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
	for (int i = 0; i < 4; i++) {
		pthread_t d;
		if (pthread_create(&d, &at, detached, 0)) { printf("detached create failed\n"); return 1; }
	}
	for (int i = 0; i < 4; i++) sem_wait(&done);
	printf("4 detached threads ran\n");

	struct timespec until;
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_nsec += 100000000;
	if (until.tv_nsec >= 1000000000) until.tv_sec++, until.tv_nsec -= 1000000000;
	pthread_mutex_lock(&mu);
	int r = pthread_cond_timedwait(&cv, &mu, &until);
	pthread_mutex_unlock(&mu);
	printf("timed wait: %s\n", r == ETIMEDOUT ? "timed out" : strerror(r));
	return 0;
}
