/* pthread_barrier_destroy while a thread waits in an incomplete round
 * (the Open POSIX Test Suite's pthread_barrier_destroy/2-1): POSIX
 * leaves it undefined and recommends EBUSY. polyport fails with EBUSY
 * and leaves the barrier usable; glibc 2.36 blocks for ever, so that
 * call is polyport's only. Then the destroy POSIX does define: by the
 * thread that got PTHREAD_BARRIER_SERIAL_THREAD, at once, while the
 * round's other threads may still be on their way out. */
#include <pthread.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "check.h"

static pthread_barrier_t bar;
static volatile int child_tid, child_ret = -1;

static void *child(void *arg)
{
	child_tid = syscall(SYS_gettid);
	child_ret = pthread_barrier_wait(&bar);
	return 0;
}

/* Whether thread TID sleeps (state S in /proc: it is in the barrier's
 * futex wait, the only place it can block). */
static int sleeping(int tid)
{
	char path[64], buf[256], *p;
	snprintf(path, sizeof path, "/proc/self/task/%d/stat", tid);
	FILE *f = fopen(path, "r");
	if (!f) return 0;
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = 0;
	p = strrchr(buf, ')');
	return p && p[1] == ' ' && p[2] == 'S';
}

struct round {
	pthread_barrier_t b;
	int destroyed;
};

static void *round_worker(void *arg)
{
	struct round *r = arg;
	if (pthread_barrier_wait(&r->b) == PTHREAD_BARRIER_SERIAL_THREAD) {
		r->destroyed = pthread_barrier_destroy(&r->b) == 0;
		/* What a program does with destroyed memory: reuse it. */
		memset(&r->b, 0xa5, sizeof r->b);
	}
	return 0;
}

int main(void)
{
	pthread_t t;
	CHECK_INT(pthread_barrier_init(&bar, 0, 2), 0);
	CHECK_INT(pthread_create(&t, 0, child, 0), 0);
	struct timespec ms = { 0, 1000000 };
	for (int i = 0; i < 10000 && !(child_tid && sleeping(child_tid)); i++) nanosleep(&ms, 0);
	CHECK(child_tid && sleeping(child_tid));
#ifdef __polyport__
	CHECK_INT(pthread_barrier_destroy(&bar), EBUSY);
	CHECK_INT(pthread_barrier_destroy(&bar), EBUSY);
#endif
	/* Still a barrier of 2 with one waiting: this call completes it. */
	int r = pthread_barrier_wait(&bar);
	CHECK(r == 0 || r == PTHREAD_BARRIER_SERIAL_THREAD);
	CHECK_INT(pthread_join(t, 0), 0);
	CHECK(child_ret == 0 || child_ret == PTHREAD_BARRIER_SERIAL_THREAD);
	CHECK(r != child_ret);
	CHECK_INT(pthread_barrier_destroy(&bar), 0);

	/* Destroy by the serial thread as soon as the round completes, many
	 * times over: it must neither block nor fail while the others leave. */
	enum { NT = 3, ROUNDS = 300 };
	int ok = 0;
	for (int i = 0; i < ROUNDS; i++) {
		struct round *rd = malloc(sizeof *rd);
		pthread_t w[NT];
		rd->destroyed = 0;
		CHECK_INT(pthread_barrier_init(&rd->b, 0, NT), 0);
		for (int j = 0; j < NT; j++) pthread_create(&w[j], 0, round_worker, rd);
		for (int j = 0; j < NT; j++) pthread_join(w[j], 0);
		ok += rd->destroyed;
		free(rd);
	}
	CHECK_INT(ok, ROUNDS);
	return check_done();
}
