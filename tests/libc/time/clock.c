/* clock_gettime, clock_getres, clock_nanosleep, nanosleep, gettimeofday,
 * time, itimers and alarm, times, clock, clock_getcpuclockid, difftime. */
#include <time.h>
#include <sys/time.h>
#include <sys/times.h>
#include <sys/timeb.h>
#include <errno.h>
#include "check.h"

unsigned alarm(unsigned);
int usleep(unsigned);
unsigned ualarm(unsigned, unsigned);

static long long ns(const struct timespec *ts)
{
	return ts->tv_sec * 1000000000LL + ts->tv_nsec;
}

int main(void)
{
	struct timespec a, b, r;
	struct timeval tv;

	/* Wall clock: after 2024-01-01 and in agreement with time() and
	 * gettimeofday() to within a second. */
	CHECK_INT(clock_gettime(CLOCK_REALTIME, &a), 0);
	CHECK(a.tv_sec > 1704067200);
	CHECK(a.tv_nsec >= 0 && a.tv_nsec < 1000000000);
	time_t t1 = time(0), t2;
	CHECK_INT(time(&t2) >= t1, 1);
	CHECK(t2 >= t1 && t2 - a.tv_sec <= 1);
	struct timezone tz = { 99, 99 };
	CHECK_INT(gettimeofday(&tv, &tz), 0);
	CHECK(tz.tz_minuteswest == 0 && tz.tz_dsttime == 0);
	CHECK(tv.tv_sec - a.tv_sec <= 1 && tv.tv_sec >= a.tv_sec);
	CHECK(tv.tv_usec >= 0 && tv.tv_usec < 1000000);
	struct timeb tb;
	CHECK_INT(ftime(&tb), 0);
	CHECK(tb.time >= a.tv_sec && tb.time - a.tv_sec <= 1 && tb.millitm < 1000);
	CHECK_INT(timespec_get(&b, TIME_UTC), TIME_UTC);
	CHECK(b.tv_sec >= a.tv_sec);

	/* Every clock the kernel has, through whatever path we use. */
	int clocks[] = { CLOCK_REALTIME, CLOCK_MONOTONIC, CLOCK_PROCESS_CPUTIME_ID,
		CLOCK_THREAD_CPUTIME_ID, CLOCK_MONOTONIC_RAW, CLOCK_REALTIME_COARSE,
		CLOCK_MONOTONIC_COARSE, CLOCK_BOOTTIME, CLOCK_TAI };
	for (unsigned i = 0; i < sizeof clocks / sizeof *clocks; i++) {
		a.tv_nsec = -1;
		CHECK_INT(clock_gettime(clocks[i], &a), 0);
		CHECK(a.tv_nsec >= 0 && a.tv_nsec < 1000000000);
		CHECK_INT(clock_getres(clocks[i], &r), 0);
		CHECK(r.tv_sec == 0 && r.tv_nsec > 0 && r.tv_nsec <= 10000000);
	}
	CHECK_ERRNO(clock_gettime(12345, &a), EINVAL);
	CHECK_ERRNO(clock_getres(12345, &r), EINVAL);
	CHECK_ERRNO(clock_settime(CLOCK_MONOTONIC, &a), EINVAL);
	/* Setting the clock is not tried (it would be felt machine-wide);
	 * only the argument checks. */
	struct timeval badtv = { 1700000000, 1000000 };
	CHECK_ERRNO(settimeofday(&badtv, 0), EINVAL);
	badtv.tv_usec = 0;
	CHECK_ERRNO(settimeofday(&badtv, &(struct timezone){ 0, 0 }), EINVAL);

	/* Monotonic never goes back, and a 20 ms sleep lasts at least that. */
	clock_gettime(CLOCK_MONOTONIC, &a);
	struct timespec req = { 0, 20000000 }, rem = { 9, 9 };
	CHECK_INT(nanosleep(&req, &rem), 0);
	clock_gettime(CLOCK_MONOTONIC, &b);
	CHECK(ns(&b) - ns(&a) >= 20000000);
	req.tv_nsec = 1000000000;
	CHECK_ERRNO(nanosleep(&req, 0), EINVAL);
	req.tv_sec = -1; req.tv_nsec = 0;
	CHECK_ERRNO(nanosleep(&req, 0), EINVAL);

	/* clock_nanosleep returns the error instead of setting errno. */
	clock_gettime(CLOCK_MONOTONIC, &a);
	req = a;
	req.tv_nsec += 10000000;
	if (req.tv_nsec >= 1000000000) req.tv_sec++, req.tv_nsec -= 1000000000;
	CHECK_INT(clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &req, 0), 0);
	clock_gettime(CLOCK_MONOTONIC, &b);
	CHECK(ns(&b) >= ns(&req));
	req.tv_sec = 0; req.tv_nsec = 2000000000;
	errno = 0;
	CHECK_INT(clock_nanosleep(CLOCK_MONOTONIC, 0, &req, 0), EINVAL);
	CHECK_INT(errno, 0);
	req.tv_nsec = 1000;
	CHECK_INT(clock_nanosleep(CLOCK_THREAD_CPUTIME_ID, 0, &req, 0), EINVAL);
	CHECK_INT(clock_nanosleep(12345, 0, &req, 0), EINVAL);
	CHECK_INT(usleep(1000), 0);

	/* Interval timers and alarm (setitimer-based on every arch). */
	struct itimerval it = { .it_value = { 100, 0 } }, old;
	CHECK_INT(setitimer(ITIMER_REAL, &it, &old), 0);
	CHECK_INT(old.it_value.tv_sec, 0);
	CHECK_INT(getitimer(ITIMER_REAL, &old), 0);
	CHECK(old.it_value.tv_sec >= 98 && old.it_value.tv_sec <= 100);
	CHECK_INT(alarm(50), 100);
	CHECK_INT(alarm(0), 50);
	CHECK_INT(alarm(0), 0);
	CHECK_INT(getitimer(ITIMER_REAL, &old), 0);
	CHECK(old.it_value.tv_sec == 0 && old.it_value.tv_usec == 0);
	it.it_value.tv_sec = 0; it.it_value.tv_usec = 300000;
	CHECK_INT(setitimer(ITIMER_REAL, &it, 0), 0);
	CHECK_INT(alarm(0), 1);	/* a pending alarm never reports 0 */
	CHECK_ERRNO(getitimer(99, &old), EINVAL);
	/* ualarm: microseconds in, the old timer's microseconds out. */
	CHECK_INT(ualarm(900000, 0), 0);
	unsigned left = ualarm(0, 0);
	CHECK(left > 500000 && left <= 900000);
	CHECK_INT(ualarm(0, 0), 0);

	/* CPU time. */
	struct tms tms;
	volatile unsigned long spin = 0;
	for (unsigned long i = 0; i < 20000000; i++) spin += i;
	CHECK(times(&tms) != (clock_t)-1);
	CHECK(tms.tms_utime >= 0 && tms.tms_stime >= 0);
	clock_t c = clock();
	CHECK(c > 0);
	clockid_t cid;
	CHECK_INT(clock_getcpuclockid(0, &cid), 0);
	CHECK_INT(clock_gettime(cid, &a), 0);
	CHECK(ns(&a) > 0);
	CHECK_INT(clock_getcpuclockid(0x3ffffff0, &cid), ESRCH);

	CHECK(difftime(10, 3) == 7.0);
	CHECK(difftime(3, 10) == -7.0);
	CHECK(difftime(0x7fffffffffffffffLL, -0x7fffffffffffffffLL) == 18446744073709551614.0);
	CHECK(difftime(1700000000123456789LL, 1700000000123456788LL) == 1.0);
	return check_done();
}
