#define _GNU_SOURCE
#include <signal.h>
#include <unistd.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include "check.h"

int main(void)
{
	sigset_t set;
	siginfo_t si;

	/* a queued real-time signal carries its value */
	sigemptyset(&set);
	sigaddset(&set, SIGRTMIN + 1);
	sigprocmask(SIG_BLOCK, &set, 0);
	union sigval v = { .sival_int = 4242 };
	CHECK_INT(sigqueue(getpid(), SIGRTMIN + 1, v), 0);
	v.sival_int = 4343;
	CHECK_INT(sigqueue(getpid(), SIGRTMIN + 1, v), 0);
	/* real-time signals queue: both arrive, in order */
	memset(&si, 0, sizeof si);
	CHECK_INT(sigwaitinfo(&set, &si), SIGRTMIN + 1);
	CHECK_INT(si.si_code, SI_QUEUE);
	CHECK_INT(si.si_value.sival_int, 4242);
	CHECK_INT(si.si_pid, getpid());
	CHECK_INT(si.si_uid, getuid());
	CHECK_INT(sigwaitinfo(&set, &si), SIGRTMIN + 1);
	CHECK_INT(si.si_value.sival_int, 4343);
	CHECK_ERRNO(sigqueue(getpid(), 1000, v), EINVAL);

	/* siginterrupt toggles SA_RESTART */
	struct sigaction sa;
	signal(SIGUSR1, SIG_IGN);
	CHECK_INT(siginterrupt(SIGUSR1, 1), 0);
	sigaction(SIGUSR1, 0, &sa);
	CHECK_INT(sa.sa_flags & SA_RESTART, 0);
	CHECK_INT(siginterrupt(SIGUSR1, 0), 0);
	sigaction(SIGUSR1, 0, &sa);
	CHECK_INT(sa.sa_flags & SA_RESTART, SA_RESTART);

	/* killpg to our own group with signal 0 just checks */
	CHECK_INT(killpg(getpgrp(), 0), 0);
	CHECK_ERRNO(killpg(-1, 0), EINVAL);

	/* psignal writes "msg: description\n" to stderr */
	int p[2];
	pipe(p);
	int saved = dup(2);
	dup2(p[1], 2);
	psignal(SIGINT, "here");
	psignal(SIGTERM, 0);
	dup2(saved, 2);
	close(p[1]);
	char buf[64] = {0};
	int n = 0, r;
	while ((r = read(p[0], buf + n, sizeof buf - 1 - n)) > 0) n += r;
	CHECK_STR(buf, "here: Interrupt\nTerminated\n");
	return check_done();
}
