#define _GNU_SOURCE
#include <sched.h>
#include <errno.h>
#include "check.h"

/* Errors from the kernel come back as its errno, not as a stray syscall. */
int main(void)
{
	cpu_set_t set;
	CPU_ZERO(&set);
	CHECK_ERRNO(sched_getaffinity(0x3fffffff, sizeof set, &set), ESRCH);
	CHECK_ERRNO(sched_getaffinity(0, 1, &set), EINVAL);
	CHECK_INT(sched_getaffinity(0, sizeof set, &set), 0);
	CHECK(CPU_COUNT(&set) >= 1);
	CHECK(sched_getcpu() >= 0);
	return check_done();
}
