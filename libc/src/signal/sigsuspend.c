#include <signal.h>
#include <errno.h>
#include "pthread_impl.h"

int sigsuspend(const sigset_t *mask)
{
	return syscall_cp(SYS_rt_sigsuspend, mask, _NSIG/8);
}
