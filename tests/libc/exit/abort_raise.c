#include <stdlib.h>
#include <signal.h>
#include <setjmp.h>
#include <unistd.h>
#include <sys/wait.h>
#include <sys/resource.h>
#include "check.h"

static sigjmp_buf jb;
static volatile int caught;

static void on_abrt(int sig)
{
	caught++;
	siglongjmp(jb, 1);
}

static void returning(int sig)
{
	caught++;
}

/* The children below die of SIGABRT on purpose: no core files. */
static void no_core(void)
{
	struct rlimit rl = { 0, 0 };
	setrlimit(RLIMIT_CORE, &rl);
}

int main(void)
{
	struct sigaction sa = { 0 };
	sa.sa_handler = on_abrt;
	sigaction(SIGABRT, &sa, 0);

	/* A handler runs, even with SIGABRT blocked at the time. */
	sigset_t s;
	sigemptyset(&s);
	sigaddset(&s, SIGABRT);
	sigprocmask(SIG_BLOCK, &s, 0);
	if (!sigsetjmp(jb, 1)) {
		abort();
		CHECK(!"abort returned");
	}
	CHECK_INT(caught, 1);

	/* A handler that returns does not save the process: it dies of
	 * SIGABRT all the same. */
	pid_t pid = fork();
	if (pid == 0) {
		no_core();
		sa.sa_handler = returning;
		sigaction(SIGABRT, &sa, 0);
		abort();
		_exit(0);
	}
	int st = 0;
	CHECK_INT(waitpid(pid, &st, 0), pid);
	CHECK(WIFSIGNALED(st));
	CHECK_INT(WTERMSIG(st), SIGABRT);

	/* Ignoring SIGABRT does not either. */
	pid = fork();
	if (pid == 0) {
		no_core();
		signal(SIGABRT, SIG_IGN);
		abort();
		_exit(0);
	}
	CHECK_INT(waitpid(pid, &st, 0), pid);
	CHECK(WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT);
	return check_done();
}
