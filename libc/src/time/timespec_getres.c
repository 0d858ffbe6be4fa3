#include <time.h>

int timespec_getres(struct timespec *ts, int base)
{
	if (base != TIME_UTC) return 0;
	if (ts && clock_getres(CLOCK_REALTIME, ts)) return 0;
	return base;
}
