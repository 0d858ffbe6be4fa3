#include <sys/timex.h>
#include "syscall.h"

int clock_adjtime(clockid_t clk, struct timex *tx)
{
	return syscall_ret(SYS_clock_adjtime, clk, tx);
}
