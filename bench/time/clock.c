/* Cost of reading the clock (the vDSO path where the kernel offers one)
 * and of the broken-down-time conversions GNU tools call per line of
 * output (ls -l, date, tar -tv). One line per case, ns per call. */
#include <time.h>
#include <stdlib.h>
#include <sys/time.h>
#include "bench.h"

int main(void)
{
	struct timespec ts;
	struct timeval tv;
	struct tm tm;
	char buf[64];
	int (*volatile cgt)(clockid_t, struct timespec *) = clock_gettime;

	BENCH_LOOP("clock_gettime_realtime", 5000000, { cgt(CLOCK_REALTIME, &ts); bench_clobber(); });
	BENCH_LOOP("clock_gettime_monotonic", 5000000, { cgt(CLOCK_MONOTONIC, &ts); bench_clobber(); });
	BENCH_LOOP("gettimeofday", 5000000, { gettimeofday(&tv, 0); bench_clobber(); });
	BENCH_LOOP("time", 5000000, { bench_use(time(0)); bench_clobber(); });

	time_t t = 1700000000;
	BENCH_LOOP("gmtime_r", 5000000, { t++; gmtime_r(&t, &tm); bench_clobber(); });
	setenv("TZ", "America/New_York", 1);
	tzset();
	BENCH_LOOP("localtime_r_tzfile", 2000000, { t += 997; localtime_r(&t, &tm); bench_clobber(); });
	BENCH_LOOP("mktime_tzfile", 1000000, { localtime_r(&t, &tm); tm.tm_isdst = -1; bench_use(mktime(&tm)); bench_clobber(); });
	BENCH_LOOP("strftime_ls", 2000000, { bench_use(strftime(buf, sizeof buf, "%b %e %H:%M", &tm)); bench_clobber(); });
	return 0;
}
