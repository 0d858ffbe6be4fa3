#define _GNU_SOURCE
#include <sched.h>
#include "syscall.h"

int sched_getcpu(void)
{
	unsigned cpu;
	long r = __syscall(SYS_getcpu, &cpu, 0, 0);
	if (r < 0) return __syscall_ret(r);
	return cpu;
}
