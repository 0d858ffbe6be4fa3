#include <sys/timerfd.h>
#include "syscall.h"

int timerfd_create(int clk, int flags)
{
	return syscall_ret(SYS_timerfd_create, clk, flags);
}

int timerfd_settime(int fd, int flags, const struct itimerspec *val, struct itimerspec *old)
{
	return syscall_ret(SYS_timerfd_settime, fd, flags, val, old);
}

int timerfd_gettime(int fd, struct itimerspec *cur)
{
	return syscall_ret(SYS_timerfd_gettime, fd, cur);
}
