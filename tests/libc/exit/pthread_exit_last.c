#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

/* The last thread's pthread_exit ends the process as exit(0) would,
 * running the atexit handlers; main leaves first here. If the process
 * hangs instead, the harness's timeout fails the test. */
static volatile int worker_done;

static void at_exit_handler(void)
{
	CHECK(worker_done);
	_exit(check_done());
}

static void *worker(void *arg)
{
	struct timespec ts = { 0, 20000000 };
	nanosleep(&ts, 0);
	worker_done = 1;
	return 0;
}

int main(void)
{
	pthread_t t;
	CHECK_INT(atexit(at_exit_handler), 0);
	CHECK_INT(pthread_create(&t, 0, worker, 0), 0);
	pthread_exit(0);
}
