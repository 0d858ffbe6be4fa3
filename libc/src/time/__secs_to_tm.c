#include <limits.h>
#include "time_impl.h"

/* Inverse of __days_from_civil, plus time of day, weekday and yearday.
 * Fails (-1) only when the year does not fit tm_year. */
int __secs_to_tm(long long t, struct tm *tm)
{
	long long days = t / 86400, secs = t % 86400;
	if (secs < 0) secs += 86400, days--;

	long long z = days + 719468;
	long long era = (z >= 0 ? z : z - 146096) / 146097;
	long long doe = z - era * 146097;
	long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	int mp = (5 * doy + 2) / 153;
	int mday = doy - (153 * mp + 2) / 5 + 1;
	int mon = mp < 10 ? mp + 2 : mp - 10;	/* 0..11 */
	long long year = yoe + era * 400 + (mon < 2);

	if (year - 1900 > INT_MAX || year - 1900 < INT_MIN) return -1;

	int leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
	/* Days before the month, Jan-based: March-based count shifted. */
	int yday = mon >= 2 ? (int)doy + 59 + leap : (int)doy - 306;

	tm->tm_year = year - 1900;
	tm->tm_mon = mon;
	tm->tm_mday = mday;
	tm->tm_yday = yday;
	int wd = (days + 4) % 7;	/* 1970-01-01 was a Thursday */
	tm->tm_wday = wd < 0 ? wd + 7 : wd;
	tm->tm_hour = secs / 3600;
	tm->tm_min = secs / 60 % 60;
	tm->tm_sec = secs % 60;
	return 0;
}
