#include <sched.h>
#include "syscall.h"

int sched_yield(void)
{
	return syscall_ret(SYS_sched_yield);
}
