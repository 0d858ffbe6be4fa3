#include <signal.h>
#include <errno.h>
#include "syscall.h"

int sigsuspend(const sigset_t *mask)
{
	return syscall_ret(SYS_rt_sigsuspend, mask, _NSIG/8);
}
