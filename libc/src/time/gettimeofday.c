#include <sys/time.h>
#include <time.h>
#include "time_impl.h"

/* The timezone argument is obsolete; like glibc we leave it untouched. */
int gettimeofday(struct timeval *restrict tv, void *restrict tz)
{
	struct timespec ts;
	if (!tv) return 0;
	__clock_gettime(CLOCK_REALTIME, &ts);
	tv->tv_sec = ts.tv_sec;
	tv->tv_usec = ts.tv_nsec / 1000;
	return 0;
}
