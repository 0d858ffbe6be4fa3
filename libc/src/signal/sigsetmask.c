#define _GNU_SOURCE
#include <signal.h>

/* 4.2BSD's mask calls: the int holds signals 1..32 only. As in glibc,
 * sigsetmask replaces the whole mask, so it unblocks the signals above
 * 32 too. */
static int bsd_mask(int how, int mask)
{
	sigset_t set, old;
	sigemptyset(&set);
	for (int s = 1; s <= 32 && s < _NSIG; s++)
		if (mask & sigmask(s)) sigaddset(&set, s);
	if (sigprocmask(how, &set, &old)) return -1;
	int r = 0;
	for (int s = 1; s <= 32 && s < _NSIG; s++)
		if (sigismember(&old, s) == 1) r |= sigmask(s);
	return r;
}

int sigblock(int mask)
{
	return bsd_mask(SIG_BLOCK, mask);
}

int sigsetmask(int mask)
{
	return bsd_mask(SIG_SETMASK, mask);
}

int siggetmask(void)
{
	return bsd_mask(SIG_BLOCK, 0);
}
