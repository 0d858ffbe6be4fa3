#include <sys/time.h>
#include <errno.h>
#include "syscall.h"

/* glibc refuses a time and a zone together (the kernel's combined call
 * warps the clock); we follow so ported code sees the same errors. */
int settimeofday(const struct timeval *tv, const struct timezone *tz)
{
	if (tv && tz) return __syscall_ret(-EINVAL);
	if (tv && (unsigned long)tv->tv_usec >= 1000000) return __syscall_ret(-EINVAL);
	return syscall_ret(SYS_settimeofday, tv, tz);
}
