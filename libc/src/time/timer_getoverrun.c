#include <time.h>
#include "syscall.h"
#include "timer_impl.h"

int timer_getoverrun(timer_t t)
{
	return syscall_ret(SYS_timer_getoverrun, __timer_kid(t));
}
