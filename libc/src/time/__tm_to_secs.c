#include "time_impl.h"

/* Days from 1970-01-01 to year-mon-mday (mon 1..12) in the proleptic
 * Gregorian calendar. Counting years from March puts the leap day last,
 * so a 400-year era is a fixed 146097 days and a month's start within the
 * year is the linear (153*m+2)/5. */
long long __days_from_civil(long long y, int m, int d)
{
	y -= m <= 2;
	long long era = (y >= 0 ? y : y - 399) / 400;
	long long yoe = y - era * 400;
	int mp = m > 2 ? m - 3 : m + 9;
	long long doy = (153 * mp + 2) / 5 + d - 1;
	long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + doe - 719468;
}

int __days_in_month(long long y, int m)
{
	static const unsigned char dim[12] = { 31,28,31,30,31,30,31,31,30,31,30,31 };
	if (m == 1) return 28 + ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0);
	return dim[m];
}

/* Any field may be out of range (mktime and timegm normalise): months
 * carry into years first, everything else is plain seconds arithmetic in
 * 64 bits, which cannot overflow from int fields. */
long long __tm_to_secs(const struct tm *tm)
{
	long long year = tm->tm_year + 1900LL;
	int mon = tm->tm_mon;
	year += mon / 12;
	mon %= 12;
	if (mon < 0) mon += 12, year--;
	long long days = __days_from_civil(year, mon + 1, 1) + tm->tm_mday - 1;
	return days * 86400 + tm->tm_hour * 3600LL + tm->tm_min * 60LL + tm->tm_sec;
}
