#include <sys/timeb.h>
#include <time.h>
#include "time_impl.h"

/* timezone and dstflag are zero, as in current glibc: the kernel's zone
 * is not the process's TZ and nobody should rely on it. */
int ftime(struct timeb *tp)
{
	struct timespec ts;
	__clock_gettime(CLOCK_REALTIME, &ts);
	tp->time = ts.tv_sec;
	tp->millitm = ts.tv_nsec / 1000000;
	tp->timezone = tp->dstflag = 0;
	return 0;
}
