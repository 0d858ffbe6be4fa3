#include <time.h>
#include "pthread_impl.h"

/* One call, no retry: an interrupting signal ends the sleep with EINTR and
 * the unslept time in *rem, as POSIX says. A cancellation point (so sleep
 * and usleep are too). */
int nanosleep(const struct timespec *req, struct timespec *rem)
{
	return syscall_cp(SYS_nanosleep, req, rem);
}
