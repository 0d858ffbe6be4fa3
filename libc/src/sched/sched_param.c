#include <sched.h>
#include "syscall.h"

/* The scheduling calls as Linux defines them (glibc's semantics: they
 * act on the thread with id pid, 0 being the caller). */

int sched_getparam(pid_t pid, struct sched_param *p)
{
	return syscall_ret(SYS_sched_getparam, pid, p);
}

int sched_setparam(pid_t pid, const struct sched_param *p)
{
	return syscall_ret(SYS_sched_setparam, pid, p);
}

int sched_getscheduler(pid_t pid)
{
	return syscall_ret(SYS_sched_getscheduler, pid);
}

int sched_setscheduler(pid_t pid, int policy, const struct sched_param *p)
{
	return syscall_ret(SYS_sched_setscheduler, pid, policy, p);
}

int sched_get_priority_max(int policy)
{
	return syscall_ret(SYS_sched_get_priority_max, policy);
}

int sched_get_priority_min(int policy)
{
	return syscall_ret(SYS_sched_get_priority_min, policy);
}

int sched_rr_get_interval(pid_t pid, struct timespec *ts)
{
	return syscall_ret(SYS_sched_rr_get_interval, pid, ts);
}
