#define _GNU_SOURCE
#include <sched.h>
#include <string.h>
#include "syscall.h"

/* The kernel writes only as many bytes as its own mask has and returns
 * that count; the rest of the caller's set must read as empty. */
int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *set)
{
	long r = __syscall(SYS_sched_getaffinity, pid, size, set);
	if (r < 0) return __syscall_ret(r);
	if ((size_t)r < size) memset((char *)set + r, 0, size - r);
	return 0;
}

int sched_setaffinity(pid_t pid, size_t size, const cpu_set_t *set)
{
	return syscall_ret(SYS_sched_setaffinity, pid, size, set);
}
