#include <signal.h>
#include <errno.h>
#include "syscall.h"

int sigpending(sigset_t *set)
{
	*set = (sigset_t){0};
	return syscall_ret(SYS_rt_sigpending, set, _NSIG/8);
}
