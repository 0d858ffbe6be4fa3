#include <pthread.h>
#include <errno.h>
#include <signal.h>
#include "pthread_impl.h"

int pthread_kill(pthread_t t, int sig)
{
	if ((unsigned)sig >= 65) return EINVAL;
	int tid = a_load(&t->tid);
	/* tid is 0 once the thread has exited; tgkill keeps a reused tid in
	 * another process out of reach. */
	if (!tid) return ESRCH;
	return -__syscall(SYS_tgkill, __syscall(SYS_getpid), tid, sig);
}
