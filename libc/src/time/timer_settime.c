#include <time.h>
#include "syscall.h"
#include "timer_impl.h"

int timer_settime(timer_t t, int flags, const struct itimerspec *restrict val, struct itimerspec *restrict old)
{
	return syscall_ret(SYS_timer_settime, __timer_kid(t), flags, val, old);
}
