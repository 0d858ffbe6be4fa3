#define _GNU_SOURCE
#include <signal.h>
#include <string.h>

static void fmt(char *p, const char *prefix, unsigned n)
{
	char digits[12];
	int k = 0;
	while (*prefix) *p++ = *prefix++;
	do digits[k++] = '0' + n % 10; while (n /= 10);
	while (k) *p++ = digits[--k];
	*p = 0;
}

/* Names as glibc words them, so messages match what users and test
 * suites expect. The buffer is per thread. */
char *strsignal(int sig)
{
	static _Thread_local char buf[40];
	if (sig > 0 && sig < _NSIG && sys_siglist[sig])
		return (char *)sys_siglist[sig];
	if (sig >= SIGRTMIN && sig <= SIGRTMAX)
		fmt(buf, "Real-time signal ", sig - SIGRTMIN);
	else if (sig < 0)
		fmt(buf, "Unknown signal -", -(unsigned)sig);
	else
		fmt(buf, "Unknown signal ", sig);
	return buf;
}
