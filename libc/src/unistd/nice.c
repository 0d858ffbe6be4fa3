#include <unistd.h>
#include <errno.h>
#include <sys/resource.h>
#include "syscall.h"

/* The raw getpriority syscall returns 20 - nice so that it is never
 * negative; the kernel clamps setpriority to [-20, 19] itself. */
int nice(int inc)
{
	int prio = 20 - __syscall(SYS_getpriority, PRIO_PROCESS, 0);
	if (inc > 40) inc = 40;
	if (inc < -40) inc = -40;
	prio += inc;
	if (prio > 19) prio = 19;
	if (prio < -20) prio = -20;
	if (setpriority(PRIO_PROCESS, 0, prio)) {
		if (errno == EACCES) errno = EPERM;
		return -1;
	}
	return prio;
}
