#include <signal.h>

/* glibc's run-time SIGRTMIN/SIGRTMAX, for code compiled against its
 * headers' style; here the range is fixed. */
int __libc_current_sigrtmin(void)
{
	return SIGRTMIN;
}

int __libc_current_sigrtmax(void)
{
	return SIGRTMAX;
}
