#include <signal.h>
#include <errno.h>
#include "syscall.h"

/* Signals are blocked so that a handler run in between cannot fork or
 * otherwise make the pid/tid pair stale. */
int raise(int sig)
{
	sigset_t set;
	__block_app_sigs(&set);
	int r = __syscall(SYS_tgkill, __syscall(SYS_getpid), __syscall(SYS_gettid), sig);
	__restore_sigs(&set);
	return __syscall_ret(r);
}
