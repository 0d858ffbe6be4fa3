#define _GNU_SOURCE
#include <signal.h>
#include <errno.h>
#include <string.h>
#include "check.h"

int main(void)
{
	sigset_t s, t, u;
	CHECK_INT(sigemptyset(&s), 0);
	CHECK_INT(sigisemptyset(&s), 1);
	for (int i = 1; i < 65; i++) CHECK_INT(sigismember(&s, i), 0);

	CHECK_INT(sigaddset(&s, SIGINT), 0);
	CHECK_INT(sigaddset(&s, 64), 0);
	CHECK_INT(sigismember(&s, SIGINT), 1);
	CHECK_INT(sigismember(&s, 64), 1);
	CHECK_INT(sigismember(&s, SIGQUIT), 0);
	CHECK_INT(sigisemptyset(&s), 0);
	CHECK_INT(sigdelset(&s, SIGINT), 0);
	CHECK_INT(sigismember(&s, SIGINT), 0);

	CHECK_ERRNO(sigaddset(&s, 0), EINVAL);
	CHECK_ERRNO(sigaddset(&s, 65), EINVAL);
	CHECK_ERRNO(sigismember(&s, 0), EINVAL);
	CHECK_ERRNO(sigdelset(&s, -1), EINVAL);

	/* a full set has every application signal */
	CHECK_INT(sigfillset(&t), 0);
	CHECK_INT(sigismember(&t, SIGKILL), 1);
	CHECK_INT(sigismember(&t, SIGSYS), 1);
	CHECK_INT(sigismember(&t, SIGRTMIN), 1);
	CHECK_INT(sigismember(&t, SIGRTMAX), 1);

	sigemptyset(&s); sigaddset(&s, SIGHUP);
	sigemptyset(&t); sigaddset(&t, SIGTERM);
	CHECK_INT(sigorset(&u, &s, &t), 0);
	CHECK(sigismember(&u, SIGHUP) == 1 && sigismember(&u, SIGTERM) == 1);
	CHECK_INT(sigandset(&u, &s, &t), 0);
	CHECK_INT(sigisemptyset(&u), 1);

	/* names as glibc prints them */
	CHECK_STR(strsignal(SIGSEGV), "Segmentation fault");
	CHECK_STR(strsignal(SIGINT), "Interrupt");
	CHECK_STR(strsignal(SIGCHLD), "Child exited");
	CHECK_STR(strsignal(SIGRTMIN + 2), "Real-time signal 2");
	CHECK_STR(strsignal(99), "Unknown signal 99");
	return check_done();
}
