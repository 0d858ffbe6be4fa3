#define _GNU_SOURCE
#include <signal.h>
#include <errno.h>
#include "syscall.h"

int tgkill(pid_t tgid, pid_t tid, int sig)
{
	return syscall_ret(SYS_tgkill, tgid, tid, sig);
}
