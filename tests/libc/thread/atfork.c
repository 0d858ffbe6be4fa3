#include <pthread.h>
#include <unistd.h>
#include <sys/wait.h>
#include "check.h"

static char log_[16];
static int n;

static void prep1(void) { log_[n++] = 'a'; }
static void prep2(void) { log_[n++] = 'b'; }
static void par1(void) { log_[n++] = 'c'; }
static void par2(void) { log_[n++] = 'd'; }
static void child1(void) { log_[n++] = 'e'; }
static void child2(void) { log_[n++] = 'f'; }

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *locker(void *arg)
{
	pthread_mutex_lock(&m);
	pthread_mutex_unlock(&m);
	return 0;
}

int main(void)
{
	CHECK_INT(pthread_atfork(prep1, par1, child1), 0);
	CHECK_INT(pthread_atfork(prep2, par2, child2), 0);
	CHECK_INT(pthread_atfork(0, 0, 0), 0);

	/* Start a thread first, so fork happens in a threaded process. */
	pthread_t t;
	pthread_create(&t, 0, locker, 0);
	pthread_join(t, 0);

	pid_t pid = fork();
	CHECK(pid >= 0);
	if (pid == 0) {
		/* Prepare newest first, child handlers oldest first; and the
		 * child can still make threads and take locks. */
		int ok = log_[0] == 'b' && log_[1] == 'a' && log_[2] == 'e' && log_[3] == 'f' && n == 4;
		ok = ok && pthread_self() != 0;
		ok = ok && pthread_create(&t, 0, locker, 0) == 0 && pthread_join(t, 0) == 0;
		_exit(ok ? 0 : 1);
	}
	int st = -1;
	CHECK_INT(waitpid(pid, &st, 0), pid);
	CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	CHECK_INT(n, 4);
	CHECK_MEM(log_, "bacd", 4);
	return check_done();
}
