#include <sys/times.h>
#include "syscall.h"

/* The result is a tick count that may legitimately look negative after
 * wrap-around, so it is returned raw rather than through syscall_ret. */
clock_t times(struct tms *tms)
{
	return __syscall(SYS_times, tms);
}
