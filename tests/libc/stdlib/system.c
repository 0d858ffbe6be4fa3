/* system: exit statuses, signals, system(NULL), and the caller's signal
 * dispositions restored afterwards. */
#include <stdlib.h>
#include <signal.h>
#include <unistd.h>
#include <sys/wait.h>
#include "check.h"

static volatile int got_chld;
static void on_int(int s) { (void)s; }
static void on_chld(int s) { (void)s; got_chld++; }

int main(void)
{
	if (access("/bin/sh", X_OK)) SKIP("no /bin/sh");
	CHECK_INT(system(NULL), 1);
	int st = system("exit 3");
	CHECK(WIFEXITED(st));
	CHECK_INT(WEXITSTATUS(st), 3);
	st = system("true");
	CHECK_INT(st, 0);
	st = system("kill -9 $$");
	CHECK(WIFSIGNALED(st));
	CHECK_INT(WTERMSIG(st), SIGKILL);
	/* The child gets default SIGINT back even though the caller ignores
	 * it while waiting. */
	st = system("kill -INT $$");
	CHECK(WIFSIGNALED(st));
	CHECK_INT(WTERMSIG(st), SIGINT);
	st = system("echo $((6*7)) >/dev/null; exit 7");
	CHECK_INT(WEXITSTATUS(st), 7);
	st = system("/nonexistent/cmd 2>/dev/null");
	CHECK_INT(WEXITSTATUS(st), 127);

	/* The caller's handlers survive; the child is reaped by system, and
	 * a SIGCHLD handler still runs once the signal is unblocked. */
	struct sigaction sa = { .sa_handler = on_int }, old;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, 0);
	sa.sa_handler = on_chld;
	sigaction(SIGCHLD, &sa, 0);
	st = system("exit 0");
	CHECK_INT(st, 0);
	sigaction(SIGINT, 0, &old);
	CHECK(old.sa_handler == on_int);
	sigaction(SIGQUIT, 0, &old);
	CHECK(old.sa_handler == SIG_DFL);
	sigset_t cur;
	sigprocmask(SIG_BLOCK, 0, &cur);
	CHECK(!sigismember(&cur, SIGCHLD));
	return check_done();
}
