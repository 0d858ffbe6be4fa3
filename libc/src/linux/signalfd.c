#include <sys/signalfd.h>
#include <signal.h>
#include "syscall.h"

int signalfd(int fd, const sigset_t *sigs, int flags)
{
	return syscall_ret(SYS_signalfd4, fd, sigs, _NSIG/8, flags);
}
