#include <sys/time.h>
#include <time.h>
#include "time_impl.h"

/* The kernel's zone is not the process's TZ, so like glibc (2.31+) the
 * obsolete struct timezone is reported as zeros. */
int gettimeofday(struct timeval *restrict tv, void *restrict tz)
{
	struct timespec ts;
	if (tz) {
		struct timezone *z = tz;
		z->tz_minuteswest = z->tz_dsttime = 0;
	}
	if (!tv) return 0;
	__clock_gettime(CLOCK_REALTIME, &ts);
	tv->tv_sec = ts.tv_sec;
	tv->tv_usec = ts.tv_nsec / 1000;
	return 0;
}
