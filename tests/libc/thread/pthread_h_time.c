/* <pthread.h> alone makes <time.h>'s declarations visible, as POSIX
 * says (and <sched.h>'s): a program that includes only it may call
 * clock_gettime and nanosleep. Each name is taken by address, so a
 * missing declaration fails the compile rather than warning. */
#include <pthread.h>
#include "check.h"

int main(void)
{
	int (*gettime)(clockid_t, struct timespec *) = clock_gettime;
	int (*sleeper)(const struct timespec *, struct timespec *) = nanosleep;
	time_t (*now)(time_t *) = time;
	struct tm *(*conv)(const time_t *restrict, struct tm *restrict) = gmtime_r;
	int (*yield)(void) = sched_yield;
	struct timespec a, b, d = { 0, 1000000 };
	struct tm tm;

	CHECK_INT(gettime(CLOCK_MONOTONIC, &a), 0);
	CHECK_INT(sleeper(&d, 0), 0);
	CHECK_INT(gettime(CLOCK_MONOTONIC, &b), 0);
	CHECK(b.tv_sec > a.tv_sec || (b.tv_sec == a.tv_sec && b.tv_nsec - a.tv_nsec >= 1000000));
	time_t t = 86400 * 365;
	CHECK(conv(&t, &tm) == &tm);
	CHECK_INT(tm.tm_year, 71);
	CHECK(now(0) > 0);
	CHECK_INT(yield(), 0);
	CHECK_INT(CLOCKS_PER_SEC, 1000000);
	CHECK(TIMER_ABSTIME != 0);
	return check_done();
}
