#include <signal.h>
#include <errno.h>

/* sigwait never fails with EINTR: a handled signal just restarts it. */
int sigwait(const sigset_t *restrict mask, int *restrict sig)
{
	siginfo_t si;
	int r;
	while ((r = sigtimedwait(mask, &si, 0)) < 0)
		if (errno != EINTR) return errno;
	*sig = r;
	return 0;
}
