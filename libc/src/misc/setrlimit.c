#include <sys/resource.h>
#include "syscall.h"

/* The kernel applies a limit to the whole process (the signal struct is
 * shared by all threads), so no per-thread broadcast is needed. */
int setrlimit(int resource, const struct rlimit *rlim)
{
	return syscall_ret(SYS_prlimit64, 0, resource, rlim, 0);
}

weak_alias(setrlimit, setrlimit64);
