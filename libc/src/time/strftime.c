#include <time.h>
#include <limits.h>
#include "time_impl.h"

/* strftime in the C locale with glibc's extensions and its exact padding
 * rules, which GNU programs (date, ls, tar) and their test suites expect.
 * Big because every conversion is here; wcsftime reuses one conversion
 * at a time through __strftime_conv.
 *
 * A conversion is  % [flags _ - 0 ^ #] [width] [E|O] char.
 * glibc's padding model, reproduced:
 *  - a number has a minimum digit count (2 for %d, 1 for %Y...), raised
 *    to the width; it is zero-filled (the sign first) unless the pad flag
 *    is '_' (spaces before the sign) or '-' (no zero fill);
 *  - what remains of the width, and the width of any text item, is
 *    filled with '0' if the flag is '0', else with spaces (even for '-');
 *  - %z writes its sign as a separate item, so the width applies to the
 *    sign and again to the digits (glibc's "%5z" is "    +00000").
 * An unknown conversion, or a modifier a conversion does not take, copies
 * the conversion text itself (padded, and upper-cased by '^'). */

struct spec {
	char pad;	/* 0, '_', '-' or '0' */
	char upper;	/* '^' */
	char swap;	/* '#': upper for names, lower for %p and %Z */
	char mod;	/* 0, 'E' or 'O' */
	int width;
};

static const char wday_name[7][10] = {
	"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
};
static const char mon_name[12][10] = {
	"January", "February", "March", "April", "May", "June", "July",
	"August", "September", "October", "November", "December",
};

static size_t slen(const char *s)
{
	size_t n = 0;
	while (s[n]) n++;
	return n;
}

/* Emit len bytes of str right-aligned in the width; case: 1 upper, -1
 * lower. Returns the length or -1 if it does not fit in n. */
static size_t put(char *s, size_t n, const struct spec *sp, int width,
	const char *str, size_t len, int cas)
{
	size_t w = width > 0 && (size_t)width > len ? (size_t)width : len;
	if (w > n) return -1;
	size_t fill = w - len;
	for (size_t k = 0; k < fill; k++) s[k] = sp->pad == '0' ? '0' : ' ';
	for (size_t k = 0; k < len; k++) {
		char c = str[k];
		if (cas < 0 && c >= 'A' && c <= 'Z') c += 32;
		if (cas > 0 && c >= 'a' && c <= 'z') c -= 32;
		s[fill + k] = c;
	}
	return w;
}

/* spacepad: 1 pads with spaces by default (%e %k %l); 2 keeps the digit
 * count from growing to the width (%s), so the width pads with spaces. */
static size_t num(char *s, size_t n, const struct spec *sp0, int digits, long long v, int spacepad)
{
	struct spec spv = *sp0, *sp = &spv;
	char buf[24], *p = buf + sizeof buf;
	int neg = v < 0, width = sp->width;
	unsigned long long u = neg ? -(unsigned long long)v : v;
	size_t i = 0;

	if (spacepad == 1 && sp->pad != '0' && sp->pad != '-') sp->pad = '_';
	if (spacepad != 2 && width > digits) digits = width;
	do *--p = '0' + u % 10; while (u /= 10);
	if (neg) *--p = '-';
	int len = buf + sizeof buf - p;
	if (sp->pad != '-' && digits > len) {
		size_t fill = digits - len;
		if (fill >= n) return -1;
		if (sp->pad == '_') {
			for (size_t k = 0; k < fill; k++) s[i++] = ' ';
			width = width > (int)fill ? width - (int)fill : 0;
		} else {
			if (neg) s[i++] = '-', p++, len--;
			for (size_t k = 0; k < fill; k++) s[i++] = '0';
			width = 0;
		}
	}
	size_t r = put(s + i, n - i, sp, width, p, len, 0);
	return r == (size_t)-1 ? r : i + r;
}

/* Days since the Monday that starts ISO week 1 of the tm's year; negative
 * when the date still belongs to the previous ISO year. */
static int iso_days(int yday, int wday)
{
	int jan4_wday = ((wday - yday + 3) % 7 + 7) % 7;
	return yday - (3 - (jan4_wday + 6) % 7);
}

/* glibc's mapping, which leaves out-of-range hours visible (25 -> 13). */
static int hour12(int h)
{
	return h > 12 ? h - 12 : h == 0 ? 12 : h;
}

static int isleap(long long y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

static size_t sub(char *s, size_t n, const struct spec *sp, const char *f, const struct tm *tm)
{
	char tmp[128];
	size_t len = __strftime_l(tmp, sizeof tmp, f, tm, 0);
	return put(s, n, sp, sp->width, tmp, len, sp->upper ? 1 : 0);
}

/* Which conversions take which modifier (glibc's table); the others treat
 * the modifier as a bad conversion. */
static int mod_ok(char mod, char c)
{
	if (!mod) return 1;
	const char *bad = mod == 'E' ? "aAbBdDeFgGhHIjklmMSUVwW" : "aAcDFxXY";
	for (; *bad; bad++) if (*bad == c) return 0;
	return 1;
}

size_t __strftime_conv(char *s, size_t n, const char **fmt, const struct tm *tm)
{
	const char *start = *fmt, *f = start + 1;
	struct spec sp = { 0 };
	const char *str;
	int cas = 0;
	long long year = tm->tm_year + 1900LL;

	for (;; f++) {
		if (*f == '_' || *f == '-' || *f == '0') sp.pad = *f;
		else if (*f == '^') sp.upper = 1;
		else if (*f == '#') sp.swap = 1;
		else break;
	}
	sp.width = -1;
	if (*f >= '0' && *f <= '9') {
		sp.width = 0;
		for (; *f >= '0' && *f <= '9'; f++)
			sp.width = sp.width > (INT_MAX - 9) / 10 ? INT_MAX : sp.width * 10 + (*f - '0');
	}
	if (*f == 'E' || *f == 'O') sp.mod = *f++;
	char c = *f;
	*fmt = c ? f + 1 : f;
	if (sp.upper) cas = 1;
	if (!mod_ok(sp.mod, c)) {
		/* glibc applies '#' to the month name before refusing %Eb. */
		if ((c == 'b' || c == 'h') && sp.swap) cas = 1;
		goto bad;
	}

	switch (c) {
	case 'a':
		if (sp.swap) cas = 1;
		if ((unsigned)tm->tm_wday > 6) { str = "?"; goto text; }
		return put(s, n, &sp, sp.width, wday_name[tm->tm_wday], 3, cas);
	case 'A':
		if (sp.swap) cas = 1;
		str = (unsigned)tm->tm_wday > 6 ? "?" : wday_name[tm->tm_wday];
		goto text;
	case 'b':
	case 'h':
		if (sp.swap) cas = 1;
		if ((unsigned)tm->tm_mon > 11) { str = "?"; goto text; }
		return put(s, n, &sp, sp.width, mon_name[tm->tm_mon], 3, cas);
	case 'B':
		if (sp.swap) cas = 1;
		str = (unsigned)tm->tm_mon > 11 ? "?" : mon_name[tm->tm_mon];
		goto text;
	case 'c': return sub(s, n, &sp, "%a %b %e %H:%M:%S %Y", tm);
	case 'C': return num(s, n, &sp, 1, year / 100 - (year % 100 < 0), 0);
	case 'd': return num(s, n, &sp, 2, tm->tm_mday, 0);
	case 'D': return sub(s, n, &sp, "%m/%d/%y", tm);
	case 'e': return num(s, n, &sp, 2, tm->tm_mday, 1);
	case 'F': return sub(s, n, &sp, "%Y-%m-%d", tm);
	case 'g':
	case 'G':
	case 'V': {
		int d = iso_days(tm->tm_yday, tm->tm_wday);
		if (d < 0) {
			year--;
			d = iso_days(tm->tm_yday + 365 + isleap(year), tm->tm_wday);
		} else {
			int next = iso_days(tm->tm_yday - 365 - isleap(year), tm->tm_wday);
			if (next >= 0) year++, d = next;
		}
		if (c == 'g') return num(s, n, &sp, 2, (year % 100 + 100) % 100, 0);
		if (c == 'G') return num(s, n, &sp, 1, year, 0);
		return num(s, n, &sp, 2, d / 7 + 1, 0);
	}
	case 'H': return num(s, n, &sp, 2, tm->tm_hour, 0);
	case 'I': return num(s, n, &sp, 2, hour12(tm->tm_hour), 0);
	case 'j': return num(s, n, &sp, 3, tm->tm_yday + 1LL, 0);
	case 'k': return num(s, n, &sp, 2, tm->tm_hour, 1);
	case 'l': return num(s, n, &sp, 2, hour12(tm->tm_hour), 1);
	case 'm': return num(s, n, &sp, 2, tm->tm_mon + 1LL, 0);
	case 'M': return num(s, n, &sp, 2, tm->tm_min, 0);
	case 'n': str = "\n"; goto text;
	case 't': str = "\t"; goto text;
	case '%': str = "%"; goto text;
	case 'P':
		cas = -1;
		/* fall through */
	case 'p':
		if (sp.swap) cas = -1;
		str = tm->tm_hour >= 12 ? "PM" : "AM";
		goto text;
	case 'r': return sub(s, n, &sp, "%I:%M:%S %p", tm);
	case 'R': return sub(s, n, &sp, "%H:%M", tm);
	case 's': {
		/* Seconds since the epoch of the tm read as local time. */
		struct tm copy = *tm;
		return num(s, n, &sp, 1, mktime(&copy), 2);
	}
	case 'S': return num(s, n, &sp, 2, tm->tm_sec, 0);
	case 'T': return sub(s, n, &sp, "%H:%M:%S", tm);
	case 'u': return num(s, n, &sp, 1, (tm->tm_wday + 6) % 7 + 1, 0);
	case 'U': return num(s, n, &sp, 2, (tm->tm_yday - tm->tm_wday + 7) / 7, 0);
	case 'w': return num(s, n, &sp, 1, tm->tm_wday, 0);
	case 'W': return num(s, n, &sp, 2, (tm->tm_yday - (tm->tm_wday + 6) % 7 + 7) / 7, 0);
	case 'x': return sub(s, n, &sp, "%m/%d/%y", tm);
	case 'X': return sub(s, n, &sp, "%H:%M:%S", tm);
	case 'y': return num(s, n, &sp, 2, (year % 100 + 100) % 100, 0);
	case 'Y': return num(s, n, &sp, 1, year, 0);
	case 'z': {
		if (tm->tm_isdst < 0) return 0;
		long off = tm->tm_gmtoff;
		size_t i = put(s, n, &sp, sp.width, off < 0 ? "-" : "+", 1, 0);
		if (i == (size_t)-1) return i;
		unsigned long m = (off < 0 ? -(unsigned long)off : (unsigned long)off) / 60;
		size_t r = num(s + i, n - i, &sp, 4, m / 60 * 100 + m % 60, 0);
		return r == (size_t)-1 ? r : i + r;
	}
	case 'Z':
		if (sp.swap) cas = -1;
		str = tm->tm_zone;
		if (!str || !*str) {
			if (tm->tm_isdst < 0) str = "";
			else { tzset(); str = tzname[tm->tm_isdst != 0]; }
		}
		goto text;
	}
bad:
	/* The conversion text itself; at the end of the format the '%' and
	 * what follows it, without the terminator. */
	return put(s, n, &sp, sp.width, start, f - start + (c != 0), cas);
text:
	return put(s, n, &sp, sp.width, str, slen(str), cas);
}

size_t __strftime_l(char *restrict s, size_t n, const char *restrict f,
	const struct tm *restrict tm, locale_t loc)
{
	size_t i = 0;
	const char *p = f;
	while (*p) {
		if (*p != '%') {
			if (i + 1 >= n) return 0;
			s[i++] = *p++;
			continue;
		}
		if (i >= n) return 0;
		size_t r = __strftime_conv(s + i, n - i, &p, tm);
		if (r == (size_t)-1) return 0;
		i += r;
	}
	if (i >= n) return 0;
	s[i] = 0;
	return i;
}

size_t strftime(char *restrict s, size_t n, const char *restrict f, const struct tm *restrict tm)
{
	return __strftime_l(s, n, f, tm, 0);
}

weak_alias(__strftime_l, strftime_l);
