#include <time.h>
#include "syscall.h"
#include "timer_impl.h"

int timer_gettime(timer_t t, struct itimerspec *val)
{
	return syscall_ret(SYS_timer_gettime, __timer_kid(t), val);
}
