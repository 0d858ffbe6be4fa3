#include <stdlib.h>
#include "pthread_impl.h"

#define SIGABRT 6

_Noreturn void abort(void)
{
	struct pthread *self = __pthread_self();
	unsigned long abrt = 1UL << (SIGABRT - 1), all = -1UL;
	int pid = __syscall(SYS_getpid);

	/* First give a handler its chance, even if SIGABRT was blocked. */
	__syscall(SYS_rt_sigprocmask, 1 /* SIG_UNBLOCK */, &abrt, 0, _NSIG_BYTES);
	__syscall(SYS_tgkill, pid, self->tid, SIGABRT);

	/* It returned (or SIGABRT was ignored): take the default action,
	 * with every other signal held off so nothing can reinstall one. */
	__syscall(SYS_rt_sigprocmask, 0 /* SIG_BLOCK */, &all, 0, _NSIG_BYTES);
	struct k_sigaction dfl = { 0 };
	__syscall(SYS_rt_sigaction, SIGABRT, &dfl, 0, _NSIG_BYTES);
	__syscall(SYS_tgkill, pid, self->tid, SIGABRT);
	__syscall(SYS_rt_sigprocmask, 1 /* SIG_UNBLOCK */, &abrt, 0, _NSIG_BYTES);

	/* Unreachable unless the kernel disagrees; die anyway. */
	a_crash();
	for (;;) __syscall(SYS_exit_group, 127);
}
