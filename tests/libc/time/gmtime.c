/* gmtime_r/gmtime, timegm, asctime/asctime_r, difftime-free calendar
 * checks; expected values are glibc's. */
#include <time.h>
#include <errno.h>
#include "check.h"

static const struct { long long t; int year, mon, mday, hour, min, sec, wday, yday; } cases[] = {
	{ 0LL, 70, 0, 1, 0, 0, 0, 4, 0 },
	{ -1LL, 69, 11, 31, 23, 59, 59, 3, 364 },
	{ 1LL, 70, 0, 1, 0, 0, 1, 4, 0 },
	{ 86399LL, 70, 0, 1, 23, 59, 59, 4, 0 },
	{ 86400LL, 70, 0, 2, 0, 0, 0, 5, 1 },
	{ -86400LL, 69, 11, 31, 0, 0, 0, 3, 364 },
	{ -86401LL, 69, 11, 30, 23, 59, 59, 2, 363 },
	{ 951782400LL, 100, 1, 29, 0, 0, 0, 2, 59 },
	{ 951868800LL, 100, 2, 1, 0, 0, 0, 3, 60 },
	{ 1700000000LL, 123, 10, 14, 22, 13, 20, 2, 317 },
	{ 2147483647LL, 138, 0, 19, 3, 14, 7, 2, 18 },
	{ 2147483648LL, 138, 0, 19, 3, 14, 8, 2, 18 },
	{ -2147483648LL, 1, 11, 13, 20, 45, 52, 5, 346 },
	{ -2147483649LL, 1, 11, 13, 20, 45, 51, 5, 346 },
	{ 4102444800LL, 200, 0, 1, 0, 0, 0, 5, 0 },
	{ 4107542399LL, 200, 1, 28, 23, 59, 59, 0, 58 },
	{ 32503680000LL, 1100, 0, 1, 0, 0, 0, 3, 0 },
	{ 253402300799LL, 8099, 11, 31, 23, 59, 59, 5, 364 },
	{ 253402300800LL, 8100, 0, 1, 0, 0, 0, 6, 0 },
	{ -62135596800LL, -1899, 0, 1, 0, 0, 0, 1, 0 },
	{ -62135596801LL, -1900, 11, 31, 23, 59, 59, 0, 365 },
	{ -210866803200LL, -6613, 10, 24, 0, 0, 0, 1, 327 },
	{ 67767976233316799LL, 2147481747, 11, 29, 11, 59, 59, 0, 362 },
	{ -67768040609740800LL, -2147483648, 0, 1, 0, 0, 0, 4, 0 },
	{ 1000000000000000LL, 31688808, 6, 5, 1, 46, 40, 0, 186 },
	{ -12219292800LL, -318, 9, 15, 0, 0, 0, 5, 287 },
	{ 978307200LL, 101, 0, 1, 0, 0, 0, 1, 0 },
	{ 946684799LL, 99, 11, 31, 23, 59, 59, 5, 364 },
};

int main(void)
{
	struct tm tm, *r;
	for (unsigned i = 0; i < sizeof cases / sizeof *cases; i++) {
		time_t t = cases[i].t;
		r = gmtime_r(&t, &tm);
		CHECK(r == &tm);
		if (!r) continue;
		CHECK_INT(tm.tm_year, cases[i].year);
		CHECK_INT(tm.tm_mon, cases[i].mon);
		CHECK_INT(tm.tm_mday, cases[i].mday);
		CHECK_INT(tm.tm_hour, cases[i].hour);
		CHECK_INT(tm.tm_min, cases[i].min);
		CHECK_INT(tm.tm_sec, cases[i].sec);
		CHECK_INT(tm.tm_wday, cases[i].wday);
		CHECK_INT(tm.tm_yday, cases[i].yday);
		CHECK_INT(tm.tm_isdst, 0);
		CHECK_INT(tm.tm_gmtoff, 0);
		CHECK_STR(tm.tm_zone, "GMT");
		/* timegm inverts it exactly. */
		CHECK_INT(timegm(&tm), cases[i].t);
	}

	/* The last second whose year fits an int, and beyond. */
	time_t t = 67768036191676799LL;
	CHECK(gmtime_r(&t, &tm) && tm.tm_year == 2147483647);
	t = 67768036191676800LL;
	CHECK_ERRNO(gmtime_r(&t, &tm), EOVERFLOW);
	t = -67768040609740801LL;
	CHECK_ERRNO(gmtime_r(&t, &tm), EOVERFLOW);
	t = 0x7fffffffffffffffLL;
	CHECK_ERRNO(gmtime(&t), EOVERFLOW);
	t = 86400;
	r = gmtime(&t);
	CHECK(r && r->tm_mday == 2 && gmtime(&t) == r);

	/* timegm normalises every field. */
	struct tm n = { .tm_year = 123, .tm_mon = 13, .tm_mday = 32, .tm_hour = 25, .tm_min = 61, .tm_sec = 61 };
	CHECK_INT(timegm(&n), 1709517721);
	CHECK(n.tm_year == 124 && n.tm_mon == 2 && n.tm_mday == 4 && n.tm_hour == 2 && n.tm_min == 2 && n.tm_sec == 1);
	CHECK(n.tm_wday == 1 && n.tm_yday == 63);
	struct tm n2 = { .tm_year = 100, .tm_mon = -13, .tm_mday = -60, .tm_hour = -49, .tm_min = -1, .tm_sec = -3601 };
	CHECK_INT(timegm(&n2), 907019939);
	CHECK(n2.tm_year == 98 && n2.tm_mon == 8 && n2.tm_mday == 28 && n2.tm_hour == 21 && n2.tm_min == 58 && n2.tm_sec == 59);
	CHECK(n2.tm_wday == 1 && n2.tm_yday == 270);
	struct tm n3 = { .tm_year = 0x7fffffff, .tm_mon = 12, .tm_mday = 1 };
	CHECK_ERRNO(timegm(&n3), EOVERFLOW);

	/* asctime's fixed format, including out-of-range fields. */
	char buf[64];
	t = 1700000000;
	gmtime_r(&t, &tm);
	CHECK_STR(asctime(&tm), "Tue Nov 14 22:13:20 2023\n");
	CHECK_STR(asctime_r(&tm, buf), "Tue Nov 14 22:13:20 2023\n");
	t = -1;
	gmtime_r(&t, &tm);
	CHECK_STR(asctime_r(&tm, buf), "Wed Dec 31 23:59:59 1969\n");
	struct tm big = { .tm_year = 8100, .tm_mon = 0, .tm_mday = 1, .tm_wday = 6 };
	CHECK_ERRNO(asctime_r(&big, buf), EOVERFLOW);	/* 27 bytes > 26 */
	CHECK_STR(asctime(&big), "Sat Jan  1 00:00:00 10000\n");
	struct tm odd = { .tm_year = -1905, .tm_wday = 8, .tm_mon = -1, .tm_mday = -5,
		.tm_hour = -3, .tm_min = 123, .tm_sec = 7 };
	CHECK_STR(asctime_r(&odd, buf), "??? ??? -5 -03:123:07 -5\n");
	return check_done();
}
