/* 4.2BSD sigblock/sigsetmask/siggetmask over the real signal mask. */
#define _GNU_SOURCE
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#pragma GCC diagnostic ignored "-Wcpp"
#include <signal.h>
#include "check.h"

int main(void)
{
	sigset_t set, cur;
	sigemptyset(&set);
	sigprocmask(SIG_SETMASK, &set, 0);
	CHECK_INT(siggetmask(), 0);
	CHECK_INT(sigmask(SIGINT), 1 << (SIGINT - 1));

	CHECK_INT(sigblock(sigmask(SIGUSR1) | sigmask(SIGHUP)), 0);
	sigprocmask(SIG_BLOCK, 0, &cur);
	CHECK_INT(sigismember(&cur, SIGUSR1), 1);
	CHECK_INT(sigismember(&cur, SIGHUP), 1);
	CHECK_INT(siggetmask(), sigmask(SIGUSR1) | sigmask(SIGHUP));

	/* sigblock adds, sigsetmask replaces; both return the old mask */
	CHECK_INT(sigblock(sigmask(SIGTERM)), sigmask(SIGUSR1) | sigmask(SIGHUP));
	CHECK_INT(sigsetmask(sigmask(SIGUSR2)), sigmask(SIGUSR1) | sigmask(SIGHUP) | sigmask(SIGTERM));
	sigprocmask(SIG_BLOCK, 0, &cur);
	CHECK_INT(sigismember(&cur, SIGUSR1), 0);
	CHECK_INT(sigismember(&cur, SIGUSR2), 1);

	/* sigsetmask replaces the whole mask, signals above 32 included */
	sigemptyset(&set);
	sigaddset(&set, SIGRTMIN + 2);
	sigprocmask(SIG_BLOCK, &set, 0);
	sigsetmask(0);
	sigprocmask(SIG_BLOCK, 0, &cur);
	CHECK_INT(sigismember(&cur, SIGRTMIN + 2), 0);
	CHECK_INT(sigismember(&cur, SIGUSR2), 0);
	/* sigblock adds to it */
	sigprocmask(SIG_BLOCK, &set, 0);
	sigblock(sigmask(SIGINT));
	sigprocmask(SIG_BLOCK, 0, &cur);
	CHECK_INT(sigismember(&cur, SIGRTMIN + 2), 1);
	CHECK_INT(sigismember(&cur, SIGINT), 1);
	return check_done();
}
