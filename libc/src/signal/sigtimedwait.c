#include <signal.h>
#include <errno.h>
#include "pthread_impl.h"

int sigtimedwait(const sigset_t *restrict mask, siginfo_t *restrict si, const struct timespec *restrict timeout)
{
	return syscall_cp(SYS_rt_sigtimedwait, mask, si, timeout, _NSIG/8);
}
