#define _GNU_SOURCE
#include <time.h>
#include "check.h"

int main(void)
{
	struct timespec ts = { -1, -1 }, cr;
	CHECK_INT(timespec_getres(&ts, TIME_UTC), TIME_UTC);
	CHECK_INT(clock_getres(CLOCK_REALTIME, &cr), 0);
	CHECK(ts.tv_sec == cr.tv_sec && ts.tv_nsec == cr.tv_nsec);
	CHECK(ts.tv_sec == 0 && ts.tv_nsec > 0);
	CHECK_INT(timespec_getres(0, TIME_UTC), TIME_UTC);
	CHECK_INT(timespec_getres(&ts, 12345), 0);
	return check_done();
}
