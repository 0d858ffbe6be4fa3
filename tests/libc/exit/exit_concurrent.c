#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

/* While one thread runs the exit sequence, another thread's exit()
 * blocks: it neither runs the handlers again nor ends the process with
 * its own status (5, which would fail the test). */
static volatile int exiter_started;

static void *exiter(void *arg)
{
	exiter_started = 1;
	exit(5);
}

static void at_exit_handler(void)
{
	static int runs;
	CHECK_INT(++runs, 1);
	pthread_t t;
	CHECK_INT(pthread_create(&t, 0, exiter, 0), 0);
	while (!exiter_started) sched_yield();
	struct timespec ts = { 0, 50000000 };
	nanosleep(&ts, 0);
	_exit(check_done());
}

int main(void)
{
	/* The host glibc (2.36) lets the second exit() through: seen here. */
	SKIP_UNLESS_POLYPORT("concurrent exit() is serialised");
	CHECK_INT(atexit(at_exit_handler), 0);
	return 3;
}
