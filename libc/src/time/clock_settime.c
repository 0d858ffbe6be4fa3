#include <time.h>
#include "syscall.h"

int clock_settime(clockid_t clk, const struct timespec *ts)
{
	return syscall_ret(SYS_clock_settime, clk, ts);
}
