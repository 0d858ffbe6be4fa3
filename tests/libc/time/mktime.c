/* mktime/timelocal: normalisation of out-of-range fields, skipped and
 * repeated local times, a tm_isdst that disagrees with the zone, years far
 * from now; zones from the tz database and from POSIX TZ strings. glibc's
 * answers, in this order: for ambiguous times they depend on the previous
 * call (mktime starts from the offset it last found), as in glibc. */
#include <time.h>
#include <stdlib.h>
#include <errno.h>
#include <unistd.h>
#include "check.h"

static const struct {
	struct { const char *tz; int y, mo, d, h, mi, s, isdst; } in;
	long long t;
	int err;
	const char *local;
	int isdst;
} cases[] = {
	{ { "America/New_York", 2023, 3, 12, 2, 30, 0, -1 }, 1678606200LL, 0, "2023-03-12 03:30:00 EDT -0400 Sun 071", 1 },
	{ { "America/New_York", 2023, 3, 12, 2, 30, 0, 0 }, 1678606200LL, 0, "2023-03-12 03:30:00 EDT -0400 Sun 071", 1 },
	{ { "America/New_York", 2023, 3, 12, 2, 30, 0, 1 }, 1678602600LL, 0, "2023-03-12 01:30:00 EST -0500 Sun 071", 0 },
	{ { "America/New_York", 2023, 11, 5, 1, 30, 0, -1 }, 1699162200LL, 0, "2023-11-05 01:30:00 EDT -0400 Sun 309", 1 },
	{ { "America/New_York", 2023, 11, 5, 1, 30, 0, 0 }, 1699165800LL, 0, "2023-11-05 01:30:00 EST -0500 Sun 309", 0 },
	{ { "America/New_York", 2023, 11, 5, 1, 30, 0, 1 }, 1699162200LL, 0, "2023-11-05 01:30:00 EDT -0400 Sun 309", 1 },
	{ { "America/New_York", 2023, 7, 15, 12, 0, 0, -1 }, 1689436800LL, 0, "2023-07-15 12:00:00 EDT -0400 Sat 196", 1 },
	{ { "America/New_York", 2023, 11, 5, 1, 30, 0, -1 }, 1699162200LL, 0, "2023-11-05 01:30:00 EDT -0400 Sun 309", 1 },
	{ { "America/New_York", 2023, 1, 15, 12, 0, 0, 1 }, 1673798400LL, 0, "2023-01-15 11:00:00 EST -0500 Sun 015", 0 },
	{ { "America/New_York", 2023, 7, 15, 12, 0, 0, 0 }, 1689440400LL, 0, "2023-07-15 13:00:00 EDT -0400 Sat 196", 1 },
	{ { "America/New_York", 2023, 13, 32, 25, 61, 61, -1 }, 1706857321LL, 0, "2024-02-02 02:02:01 EST -0500 Fri 033", 0 },
	{ { "America/New_York", 2023, -1, -1, -1, -1, -1, -1 }, 1667098739LL, 0, "2022-10-29 22:58:59 EDT -0400 Sat 302", 1 },
	{ { "America/New_York", 2023, 3, 12, 1, 59, 60, -1 }, 1678604400LL, 0, "2023-03-12 03:00:00 EDT -0400 Sun 071", 1 },
	{ { "America/New_York", 2023, 3, 12, 1, 30, 3600, -1 }, 1678606200LL, 0, "2023-03-12 03:30:00 EDT -0400 Sun 071", 1 },
	{ { "America/New_York", 1800, 7, 1, 0, 0, 0, 1 }, -5349009838LL, 0, "1800-06-30 23:00:00 LMT -0456 Mon 181", 0 },
	{ { "America/New_York", 2100, 7, 1, 0, 0, 0, -1 }, 4118097600LL, 0, "2100-07-01 00:00:00 EDT -0400 Thu 182", 1 },
	{ { "America/New_York", 1900, 1, 1, 0, 0, 0, -1 }, -2208970800LL, 0, "1900-01-01 00:00:00 EST -0500 Mon 001", 0 },
	{ { "Europe/London", 2023, 3, 26, 1, 30, 0, -1 }, 1679794200LL, 0, "2023-03-26 02:30:00 BST +0100 Sun 085", 1 },
	{ { "Europe/London", 2023, 10, 29, 1, 30, 0, -1 }, 1698543000LL, 0, "2023-10-29 01:30:00 GMT +0000 Sun 302", 0 },
	{ { "Europe/London", 2023, 10, 29, 1, 30, 0, 1 }, 1698539400LL, 0, "2023-10-29 01:30:00 BST +0100 Sun 302", 1 },
	{ { "Europe/London", 2023, 1, 1, 12, 0, 0, -1 }, 1672574400LL, 0, "2023-01-01 12:00:00 GMT +0000 Sun 001", 0 },
	{ { "Europe/London", 2023, 10, 29, 1, 30, 0, -1 }, 1698543000LL, 0, "2023-10-29 01:30:00 GMT +0000 Sun 302", 0 },
	{ { "Australia/Lord_Howe", 2023, 10, 1, 2, 15, 0, -1 }, 1696088700LL, 0, "2023-10-01 02:45:00 +11 +1100 Sun 274", 1 },
	{ { "Australia/Lord_Howe", 2023, 4, 2, 1, 45, 0, -1 }, 1680362100LL, 0, "2023-04-02 01:45:00 +1030 +1030 Sun 092", 0 },
	{ { "Australia/Lord_Howe", 2023, 4, 2, 1, 45, 0, 1 }, 1680360300LL, 0, "2023-04-02 01:45:00 +11 +1100 Sun 092", 1 },
	{ { "Australia/Lord_Howe", 2023, 1, 1, 12, 0, 0, 0 }, 1672536600LL, 0, "2023-01-01 12:30:00 +11 +1100 Sun 001", 1 },
	{ { "America/Nuuk", 2023, 3, 25, 22, 30, 0, -1 }, 1679794200LL, 0, "2023-03-25 23:30:00 -02 -0200 Sat 084", 0 },
	{ { "America/Nuuk", 2023, 3, 25, 22, 30, 0, 0 }, -1LL, 75, "", -1 },
	{ { "Pacific/Apia", 2011, 12, 30, 12, 0, 0, -1 }, 1325196000LL, 0, "2011-12-29 12:00:00 -10 -1000 Thu 363", 1 },
	{ { "Pacific/Apia", 2011, 12, 30, 12, 0, 0, 1 }, -1LL, 75, "", -1 },
	{ { "UTC", 2023, 7, 1, 0, 0, 0, 1 }, 1688166000LL, 0, "2023-06-30 23:00:00 UTC +0000 Fri 181", 0 },
	{ { "UTC", 2023, 7, 1, 0, 0, 0, -1 }, 1688169600LL, 0, "2023-07-01 00:00:00 UTC +0000 Sat 182", 0 },
	{ { "UTC", 1969, 12, 31, 23, 59, 59, 0 }, -1LL, 0, "1969-12-31 23:59:59 UTC +0000 Wed 365", 0 },
	{ { "UTC", 2000000000, 1, 1, 0, 0, 0, 0 }, 63113841832780800LL, 0, "2000000000-01-01 00:00:00 UTC +0000 Sat 001", 0 },
	{ { "CET-1CEST,M3.5.0,M10.5.0/3", 2024, 3, 31, 2, 30, 0, -1 }, 1711848600LL, 0, "2024-03-31 03:30:00 CEST +0200 Sun 091", 1 },
	{ { "CET-1CEST,M3.5.0,M10.5.0/3", 2024, 10, 27, 2, 30, 0, -1 }, 1729992600LL, 0, "2024-10-27 02:30:00 CET +0100 Sun 301", 0 },
	{ { "CET-1CEST,M3.5.0,M10.5.0/3", 2024, 10, 27, 2, 30, 0, 1 }, 1729989000LL, 0, "2024-10-27 02:30:00 CEST +0200 Sun 301", 1 },
	{ { "CET-1CEST,M3.5.0,M10.5.0/3", 2024, 10, 27, 2, 30, 0, 0 }, 1729992600LL, 0, "2024-10-27 02:30:00 CET +0100 Sun 301", 0 },
	{ { "CET-1CEST,M3.5.0,M10.5.0/3", 1960, 7, 1, 12, 0, 0, 1 }, -299858400LL, 0, "1960-07-01 11:00:00 CET +0100 Fri 183", 0 },
	{ { "NZST-12NZDT,M9.5.0,M4.1.0/3", 2024, 9, 29, 2, 30, 0, -1 }, 1727533800LL, 0, "2024-09-29 03:30:00 NZDT +1300 Sun 273", 1 },
	{ { "NZST-12NZDT,M9.5.0,M4.1.0/3", 2024, 4, 7, 2, 30, 0, -1 }, 1712413800LL, 0, "2024-04-07 02:30:00 NZST +1200 Sun 098", 0 },
	{ { "NZST-12NZDT,M9.5.0,M4.1.0/3", 2024, 7, 1, 12, 0, 0, 1 }, 1719788400LL, 0, "2024-07-01 11:00:00 NZST +1200 Mon 183", 0 },
	{ { "<-03>3<-02>,M3.5.0/-2,M10.5.0/-1", 2024, 3, 30, 22, 30, 0, -1 }, 1711848600LL, 0, "2024-03-30 23:30:00 -02 -0200 Sat 090", 1 },
	{ { "<-03>3<-02>,M3.5.0/-2,M10.5.0/-1", 2024, 10, 26, 22, 30, 0, -1 }, 1729992600LL, 0, "2024-10-26 22:30:00 -03 -0300 Sat 300", 0 },
	{ { "IST-2IDT,M3.4.4/26,M10.5.0", 2024, 3, 29, 2, 30, 0, -1 }, 1711672200LL, 0, "2024-03-29 03:30:00 IDT +0300 Fri 089", 1 },
	{ { "AAA3BBB,J60/1,J300/23:30:30", 2024, 3, 1, 1, 30, 0, -1 }, 1709267400LL, 0, "2024-03-01 02:30:00 BBB -0200 Fri 061", 1 },
	{ { "AAA3BBB,J60/1,J300/23:30:30", 2023, 3, 1, 1, 30, 0, -1 }, 1677645000LL, 0, "2023-03-01 02:30:00 BBB -0200 Wed 060", 1 },
	{ { "AAA-3BBB-4:30,59/1,300", 2024, 2, 29, 1, 15, 0, -1 }, 1709158500LL, 0, "2024-02-29 02:45:00 BBB +0430 Thu 060", 1 },
	{ { "EST5EDT4,0/0,J365/25", 2024, 6, 1, 0, 0, 0, 0 }, 1717218000LL, 0, "2024-06-01 01:00:00 EDT -0400 Sat 153", 1 },
	{ { "<+0330>-3:30", 2024, 6, 1, 0, 0, 0, -1 }, 1717187400LL, 0, "2024-06-01 00:00:00 +0330 +0330 Sat 153", 0 },
};

int main(void)
{
	if (access("/usr/share/zoneinfo/America/New_York", R_OK) != 0)
		SKIP("no tz database in /usr/share/zoneinfo");
	char buf[80];
	for (unsigned i = 0; i < sizeof cases / sizeof *cases; i++) {
		setenv("TZ", cases[i].in.tz, 1);
		tzset();
		struct tm tm = {
			.tm_year = cases[i].in.y - 1900, .tm_mon = cases[i].in.mo - 1,
			.tm_mday = cases[i].in.d, .tm_hour = cases[i].in.h, .tm_min = cases[i].in.mi,
			.tm_sec = cases[i].in.s, .tm_isdst = cases[i].in.isdst,
			.tm_wday = 99, .tm_yday = 999,
		};
		errno = 0;
		time_t t = mktime(&tm);
		CHECK_INT(t, cases[i].t);
		if (cases[i].err) {
			CHECK_INT(errno, cases[i].err);
			continue;
		}
		strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S %Z %z %a %j", &tm);
		CHECK_STR(buf, cases[i].local);
		CHECK_INT(tm.tm_isdst, cases[i].isdst);
	}

	/* A year that does not fit an int after normalising. */
	setenv("TZ", "UTC", 1);
	tzset();
	struct tm big = { .tm_year = 0x7fffffff, .tm_mon = 12, .tm_mday = 1, .tm_isdst = -1 };
	CHECK_ERRNO(mktime(&big), EOVERFLOW);
	struct tm tl = { .tm_year = 70, .tm_mday = 1, .tm_hour = 1, .tm_isdst = -1 };
	CHECK_INT(timelocal(&tl), 3600);
	return check_done();
}
