#include <unistd.h>
#include <signal.h>
#include "pthread_impl.h"

/* Threads code, if linked: the child has exactly one thread. */
#pragma weak __threads_minus_1

/* fork without the atfork handlers. clone(SIGCHLD) is fork on every arch
 * (aarch64 has no fork syscall). Signals stay blocked across it so no
 * handler runs in the child before its thread descriptor is right. */
pid_t _Fork(void)
{
	sigset_t set;
	__block_all_sigs(&set);
	long ret = __syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
	if (!ret) {
		__pthread_self()->tid = __syscall(SYS_gettid);
		/* the kernel forgets the list; what the parent held stays held */
		__robust_list_init(__pthread_self());
		if (&__threads_minus_1) __threads_minus_1 = 0;
	}
	__restore_sigs(&set);
	return __syscall_ret(ret);
}
