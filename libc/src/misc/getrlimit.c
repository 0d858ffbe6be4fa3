#include <sys/resource.h>
#include "syscall.h"

/* prlimit64 is the one interface every arch has with 64-bit limits. */
int getrlimit(int resource, struct rlimit *rlim)
{
	return syscall_ret(SYS_prlimit64, 0, resource, 0, rlim);
}

weak_alias(getrlimit, getrlimit64);
