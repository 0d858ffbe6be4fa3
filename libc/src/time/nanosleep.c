#include <time.h>
#include "syscall.h"

/* One call, no retry: an interrupting signal ends the sleep with EINTR and
 * the unslept time in *rem, as POSIX says. */
int nanosleep(const struct timespec *req, struct timespec *rem)
{
	return syscall_ret(SYS_nanosleep, req, rem);
}
