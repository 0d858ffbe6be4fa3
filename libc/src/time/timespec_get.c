#include <time.h>
#include "time_impl.h"

int timespec_get(struct timespec *ts, int base)
{
	if (base != TIME_UTC) return 0;
	if (__clock_gettime(CLOCK_REALTIME, ts)) return 0;
	return base;
}
