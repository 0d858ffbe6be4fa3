#define _GNU_SOURCE
#include <sched.h>
#include "syscall.h"

int unshare(int flags)
{
	return syscall_ret(SYS_unshare, flags);
}

int setns(int fd, int nstype)
{
	return syscall_ret(SYS_setns, fd, nstype);
}
