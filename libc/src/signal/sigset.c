#include <signal.h>
#include <errno.h>

/* The System V signal API (XSI, obsolescent), on top of sigaction and
 * sigprocmask. */
int sighold(int sig)
{
	sigset_t mask;
	sigemptyset(&mask);
	if (sigaddset(&mask, sig) < 0) return -1;
	return sigprocmask(SIG_BLOCK, &mask, 0);
}

int sigrelse(int sig)
{
	sigset_t mask;
	sigemptyset(&mask);
	if (sigaddset(&mask, sig) < 0) return -1;
	return sigprocmask(SIG_UNBLOCK, &mask, 0);
}

int sigignore(int sig)
{
	struct sigaction sa = { .sa_handler = SIG_IGN };
	return sigaction(sig, &sa, 0);
}

int sigpause(int sig)
{
	sigset_t mask;
	sigprocmask(0, 0, &mask);
	if (sigdelset(&mask, sig) < 0) return -1;
	return sigsuspend(&mask);
}

void (*sigset(int sig, void (*handler)(int)))(int)
{
	sigset_t mask, mask_old;
	struct sigaction sa = { .sa_handler = handler }, sa_old;
	sigemptyset(&mask);
	if (sigaddset(&mask, sig) < 0) return SIG_ERR;
	if (handler == SIG_HOLD) {
		if (sigaction(sig, 0, &sa_old) < 0) return SIG_ERR;
		if (sigprocmask(SIG_BLOCK, &mask, &mask_old) < 0) return SIG_ERR;
	} else {
		if (sigaction(sig, &sa, &sa_old) < 0) return SIG_ERR;
		if (sigprocmask(SIG_UNBLOCK, &mask, &mask_old) < 0) return SIG_ERR;
	}
	return sigismember(&mask_old, sig) ? SIG_HOLD : sa_old.sa_handler;
}
