#include <time.h>
#include <errno.h>
#include <limits.h>
#include "time_impl.h"

/* "%.3s %.3s%3d %.2d:%.2d:%.2d %d\n" without stdio. asctime_r's buffer is
 * 26 bytes by the standard; a result that would not fit fails with
 * EOVERFLOW as glibc does rather than writing past it. Out-of-range
 * weekdays and months print as "???". */
static char *num(char *p, long long v, int width, char pad)
{
	char tmp[24];
	int n = 0, neg = v < 0;
	unsigned long long u = neg ? -(unsigned long long)v : v;
	do tmp[n++] = '0' + u % 10; while (u /= 10);
	if (neg && pad == '0') *p++ = '-';
	for (int k = n + (neg && pad != '0'); k < width; k++) *p++ = pad;
	if (neg && pad != '0') *p++ = '-';
	while (n) *p++ = tmp[--n];
	return p;
}

char *__asctime_n(const struct tm *restrict tm, char *restrict buf, size_t size)
{
	static const char days[] = "SunMonTueWedThuFriSat";
	static const char mons[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
	char tmp[96], *p = tmp;
	const char *s;

	if (tm->tm_year > INT_MAX - 1900) goto overflow;
	s = (unsigned)tm->tm_wday < 7 ? days + 3 * tm->tm_wday : "???";
	*p++ = s[0]; *p++ = s[1]; *p++ = s[2]; *p++ = ' ';
	s = (unsigned)tm->tm_mon < 12 ? mons + 3 * tm->tm_mon : "???";
	*p++ = s[0]; *p++ = s[1]; *p++ = s[2];
	p = num(p, tm->tm_mday, 3, ' ');
	*p++ = ' ';
	p = num(p, tm->tm_hour, 2, '0'); *p++ = ':';
	p = num(p, tm->tm_min, 2, '0'); *p++ = ':';
	p = num(p, tm->tm_sec, 2, '0'); *p++ = ' ';
	p = num(p, tm->tm_year + 1900LL, 0, ' ');
	*p++ = '\n';
	*p = 0;
	if ((size_t)(p - tmp) >= size) goto overflow;
	for (int i = 0; i <= p - tmp; i++) buf[i] = tmp[i];
	return buf;
overflow:
	errno = EOVERFLOW;
	return 0;
}

char *__asctime_r(const struct tm *restrict tm, char *restrict buf)
{
	return __asctime_n(tm, buf, 26);
}

weak_alias(__asctime_r, asctime_r);
