#include <signal.h>
#include <unistd.h>
#include <errno.h>
#include <string.h>
#include "check.h"

static volatile sig_atomic_t got, got_code;
static volatile int got_info_pid;

static void handler(int sig) { got = sig; }

static void info_handler(int sig, siginfo_t *si, void *uc)
{
	got = sig;
	got_code = si->si_code;
	got_info_pid = si->si_pid;
	(void)uc;
}

int main(void)
{
	struct sigaction sa, old;
	sigset_t set, oset;

	/* a plain handler, run by raise before it returns */
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = handler;
	sigemptyset(&sa.sa_mask);
	CHECK_INT(sigaction(SIGUSR1, &sa, &old), 0);
	CHECK(old.sa_handler == SIG_DFL);
	CHECK_INT(raise(SIGUSR1), 0);
	CHECK_INT(got, SIGUSR1);

	/* the old action comes back as installed */
	sa.sa_flags = SA_RESTART;
	sigaddset(&sa.sa_mask, SIGUSR2);
	CHECK_INT(sigaction(SIGUSR1, &sa, 0), 0);
	memset(&old, 0, sizeof old);
	CHECK_INT(sigaction(SIGUSR1, 0, &old), 0);
	CHECK(old.sa_handler == handler);
	CHECK(old.sa_flags & SA_RESTART);
	CHECK_INT(sigismember(&old.sa_mask, SIGUSR2), 1);
	CHECK_INT(sigismember(&old.sa_mask, SIGINT), 0);

	/* SA_SIGINFO: kill() from ourselves reports SI_USER and our pid */
	sa.sa_sigaction = info_handler;
	sa.sa_flags = SA_SIGINFO;
	CHECK_INT(sigaction(SIGUSR2, &sa, 0), 0);
	got = 0;
	CHECK_INT(kill(getpid(), SIGUSR2), 0);
	CHECK_INT(got, SIGUSR2);
	CHECK_INT(got_code, SI_USER);
	CHECK_INT(got_info_pid, getpid());

	/* a blocked signal stays pending until unblocked */
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	CHECK_INT(sigprocmask(SIG_BLOCK, &set, &oset), 0);
	CHECK_INT(sigismember(&oset, SIGUSR1), 0);
	got = 0;
	raise(SIGUSR1);
	CHECK_INT(got, 0);
	sigemptyset(&set);
	CHECK_INT(sigpending(&set), 0);
	CHECK_INT(sigismember(&set, SIGUSR1), 1);
	CHECK_INT(sigprocmask(SIG_SETMASK, &oset, 0), 0);
	CHECK_INT(got, SIGUSR1);

	/* sigwait collects a blocked signal without running the handler */
	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_BLOCK, &set, 0);
	got = 0;
	raise(SIGUSR2);
	int sig = 0;
	CHECK_INT(sigwait(&set, &sig), 0);
	CHECK_INT(sig, SIGUSR2);
	CHECK_INT(got, 0);
	struct timespec zero = { 0, 0 };
	CHECK_ERRNO(sigtimedwait(&set, 0, &zero), EAGAIN);
	sigprocmask(SIG_UNBLOCK, &set, 0);

	/* signal() returns the previous handler; SIG_IGN really ignores */
	CHECK(signal(SIGUSR1, SIG_IGN) == handler);
	raise(SIGUSR1);
	CHECK(signal(SIGUSR1, SIG_DFL) == SIG_IGN);

	/* bad signal numbers */
	CHECK_ERRNO(sigaction(0, &sa, 0), EINVAL);
	CHECK_ERRNO(sigaction(65, &sa, 0), EINVAL);
	CHECK_ERRNO(sigaction(SIGKILL, &sa, 0), EINVAL);
	CHECK(signal(SIGSTOP, handler) == SIG_ERR);
	CHECK_ERRNO(kill(getpid(), 1000), EINVAL);
	CHECK_INT(kill(getpid(), 0), 0);

	/* real-time range as glibc: 34..64 */
	CHECK_INT(SIGRTMIN, 34);
	CHECK_INT(SIGRTMAX, 64);
	return check_done();
}
