#include <signal.h>
#include <errno.h>
#include "syscall.h"

int kill(pid_t pid, int sig)
{
	return syscall_ret(SYS_kill, pid, sig);
}
