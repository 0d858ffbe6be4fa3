/* Clocks under Windows: the system time (100 ns steps from 1601) for
 * CLOCK_REALTIME, the performance counter for the monotonic clocks, the
 * process and thread times for the CPU-time clocks. */
#include <errno.h>
#include <sys/time.h>
#include <time.h>
#include "win.h"

static void from_100ns(int64_t t, struct timespec *ts)
{
	ts->tv_sec = t / 10000000;
	ts->tv_nsec = t % 10000000 * 100;
}

static int64_t ft100(const FILETIME *f) { return (int64_t)f->hi << 32 | f->lo; }

/* The performance counter in nanoseconds: the monotonic clock, and the
 * clock every timeout here counts on, so that no wait ends before a
 * clock_gettime of the caller says it may. */
hidden int64_t __win_mono_ns(void)
{
	int64_t c, f;
	WIN(QueryPerformanceCounter)(&c);
	WIN(QueryPerformanceFrequency)(&f);
	return c / f * 1000000000 + c % f * 1000000000 / f;
}

/* The end of a relative timeout on that clock; past ~126 years, never. */
hidden int64_t __win_deadline(const struct timespec *rel)
{
	return rel->tv_sec > 4000000000 ? INT64_MAX : __win_mono_ns() + rel->tv_sec * 1000000000 + rel->tv_nsec;
}

/* LEFT nanoseconds as a wait in whole milliseconds, rounded up (never
 * short), below INFINITE; 0 when none are left. */
hidden DWORD __win_ms_ceil(int64_t left)
{
	if (left <= 0) return 0;
	left = (left + 999999) / 1000000;
	return left > 0xfffffffe ? 0xfffffffe : (DWORD)left;
}

hidden DWORD __win_ms_until(int64_t deadline)
{
	return __win_ms_ceil(deadline - __win_mono_ns());
}

long __win_clock_gettime(long clk, long tsp)
{
	struct timespec *ts = (void *)tsp;
	FILETIME a, b, k, u;
	int64_t ns;
	switch (clk) {
	case CLOCK_REALTIME:
	case CLOCK_REALTIME_COARSE:
		WIN(GetSystemTimePreciseAsFileTime)(&a);
		__win_filetime(&a, &ts->tv_sec, &ts->tv_nsec);
		return 0;
	case CLOCK_MONOTONIC:
	case CLOCK_MONOTONIC_RAW:
	case CLOCK_MONOTONIC_COARSE:
	case CLOCK_BOOTTIME:
		ns = __win_mono_ns();
		ts->tv_sec = ns / 1000000000;
		ts->tv_nsec = ns % 1000000000;
		return 0;
	case CLOCK_PROCESS_CPUTIME_ID:
		if (!WIN(GetProcessTimes)(WIN(GetCurrentProcess)(), &a, &b, &k, &u)) return __win_errno();
		from_100ns(ft100(&k) + ft100(&u), ts);
		return 0;
	case CLOCK_THREAD_CPUTIME_ID:
		if (!WIN(GetThreadTimes)(WIN(GetCurrentThread)(), &a, &b, &k, &u)) return __win_errno();
		from_100ns(ft100(&k) + ft100(&u), ts);
		return 0;
	}
	return -EINVAL;
}

long __win_clock_getres(long clk, long tsp)
{
	struct timespec *ts = (void *)tsp, tmp;
	int64_t f;
	long r = __win_clock_gettime(clk, (long)&tmp);
	if (r < 0 || !ts) return r;
	ts->tv_sec = 0;
	ts->tv_nsec = 100;
	if (clk != CLOCK_REALTIME && clk != CLOCK_REALTIME_COARSE && clk != CLOCK_PROCESS_CPUTIME_ID &&
	    clk != CLOCK_THREAD_CPUTIME_ID) {
		WIN(QueryPerformanceFrequency)(&f);
		ts->tv_nsec = f >= 1000000000 ? 1 : 1000000000 / f;
	}
	return 0;
}

long __win_gettimeofday(long tvp, long tz)
{
	struct timespec ts;
	(void)tz;
	__win_clock_gettime(CLOCK_REALTIME, (long)&ts);
	if (tvp) ((struct timeval *)tvp)->tv_sec = ts.tv_sec, ((struct timeval *)tvp)->tv_usec = ts.tv_nsec / 1000;
	return 0;
}

/* Sleep() counts whole milliseconds and may wake before the counter
 * says the time is over: sleep again until it does, never short. No
 * signal can interrupt it, so nothing remains. */
long __win_nanosleep(long req, long rem)
{
	const struct timespec *ts = (void *)req;
	if (ts->tv_nsec < 0 || ts->tv_nsec >= 1000000000 || ts->tv_sec < 0) return -EINVAL;
	int64_t deadline = __win_deadline(ts);
	for (DWORD ms; (ms = __win_ms_until(deadline));) WIN(Sleep)(ms);
	if (rem) *(struct timespec *)rem = (struct timespec){ 0, 0 };
	return 0;
}
