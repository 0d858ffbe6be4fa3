#include <time.h>
#include "time_impl.h"

/* strptime in the C locale with glibc's rules, which GNU tools rely on:
 *  - white space in the format matches any amount (also none) of input
 *    white space; numbers skip leading white space, names and %s do not;
 *  - numbers have a maximum digit count and a range (%Y: 4 digits,
 *    0..9999; %S: 0..61) and take no sign; the field width and the
 *    strftime flags in the format are accepted and ignored;
 *  - %y is 1969..2068 unless %C gives the century; %C alone sets the year
 *    to its first;
 *  - after parsing, fields that were not given are derived from those
 *    that were: weekday and yearday from the date, month and day from
 *    the yearday, the date from week number and weekday (%U/%W + %a/%u).
 * The C locale has no eras or alternative digits, so E and O conversions
 * read as the plain ones (glibc's era/digit state machine instead rejects
 * some combinations, such as a lone %Ey or %Od followed by %OH).  * Big because every conversion and the derivation rules are here. */

struct state {
	int have_I, is_pm, century, want_century, want_xday;
	int have_wday, have_yday, have_mon, have_mday, have_uweek, have_wweek, week_no;
};

static const char wday_name[7][10] = {
	"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
};
static const char mon_name[12][10] = {
	"January", "February", "March", "April", "May", "June", "July",
	"August", "September", "October", "November", "December",
};

static int isspace_(int c) { return c == ' ' || (unsigned)(c - '\t') < 5; }
static int isdigit_(int c) { return (unsigned)(c - '0') < 10; }
static int lower(int c) { return (unsigned)(c - 'A') < 26 ? c + 32 : c; }

static int isleap(long long y)
{
	return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

/* Days before month m (0..11) of a common year, then of a leap year: one
 * flat table, because glibc's month search runs on into the leap row for
 * out-of-range yeardays and we answer alike. */
static const short mon_yday[26] = {
	0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365,
	0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366,
};

static int yday_before(int leap, int m)
{
	int i = leap * 13 + m;
	return i < 0 || i > 25 ? 0 : mon_yday[i];
}

/* Case-insensitive prefix match of s against name; returns its length. */
static size_t match(const char *s, const char *name, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (lower((unsigned char)s[i]) != lower((unsigned char)name[i])) return 0;
	return len;
}

static size_t slen(const char *s)
{
	size_t n = 0;
	while (s[n]) n++;
	return n;
}

/* Full name first, then the three-letter abbreviation. */
static int name(const char **s, const char (*names)[10], int count)
{
	for (int i = 0; i < count; i++) {
		size_t n = match(*s, names[i], slen(names[i]));
		if (!n) n = match(*s, names[i], 3);
		if (n) {
			*s += n;
			return i;
		}
	}
	return -1;
}

static const char *number(const char *s, int *v, int lo, int hi, int digits)
{
	int x = 0;
	while (isspace_(*s)) s++;
	if (!isdigit_(*s)) return 0;
	do x = x * 10 + (*s++ - '0');
	while (--digits > 0 && x * 10 <= hi && isdigit_(*s));
	if (x < lo || x > hi) return 0;
	*v = x;
	return s;
}

/* Linear in month and day, through the same table, so an out-of-range
 * date still gets glibc's weekday. */
static void set_wday(struct tm *tm)
{
	long long y = tm->tm_year + 1900LL;
	long long d = __days_from_civil(y, 1, 1) + yday_before(0, tm->tm_mon)
		+ (tm->tm_mon >= 2 && isleap(y)) + tm->tm_mday - 1;
	tm->tm_wday = ((d + 4) % 7 + 7) % 7;
}

static void month_from_yday(struct tm *tm, struct state *st)
{
	int leap = isleap(tm->tm_year + 1900LL), m = 0;
	while (leap * 13 + m < 26 && yday_before(leap, m) <= tm->tm_yday) m++;
	if (!st->have_mon) tm->tm_mon = m - 1;
	if (!st->have_mday) tm->tm_mday = tm->tm_yday - yday_before(leap, m - 1) + 1;
}

static const char *parse(const char *s, const char *f, struct tm *tm, struct state *st)
{
	int v;
	while (*f) {
		if (isspace_(*f)) {
			while (isspace_(*s)) s++;
			f++;
			continue;
		}
		if (*f != '%') {
			if (*s++ != *f++) return 0;
			continue;
		}
		f++;
		while (*f == '-' || *f == '_' || *f == '0' || *f == '^' || *f == '#') f++;
		while (isdigit_(*f)) f++;
		char mod = 0;
		if (*f == 'E' || *f == 'O') {
			mod = *f++;
			const char *ok = mod == 'E' ? "cCxXyY" : "deHImMSUWVwy";
			while (*ok && *ok != *f) ok++;
			if (!*ok) return 0;
		}
		switch (*f++) {
		case '%':
			if (*s++ != '%') return 0;
			break;
		case 'a': case 'A':
			if ((v = name(&s, wday_name, 7)) < 0) return 0;
			tm->tm_wday = v;
			st->have_wday = 1;
			break;
		case 'b': case 'B': case 'h':
			if ((v = name(&s, mon_name, 12)) < 0) return 0;
			tm->tm_mon = v;
			st->have_mon = 1;
			st->want_xday = 1;
			break;
		case 'c':
			if (!(s = parse(s, "%a %b %e %H:%M:%S %Y", tm, st))) return 0;
			st->want_xday = 1;
			break;
		case 'C':
			if (!(s = number(s, &v, 0, 99, 2))) return 0;
			st->century = v;
			st->want_xday = 1;
			break;
		case 'd': case 'e':
			if (!(s = number(s, &v, 1, 31, 2))) return 0;
			tm->tm_mday = v;
			st->have_mday = 1;
			st->want_xday = 1;
			break;
		case 'D': case 'x':
			if (!(s = parse(s, "%m/%d/%y", tm, st))) return 0;
			st->want_xday = 1;
			break;
		case 'F':
			if (!(s = parse(s, "%Y-%m-%d", tm, st))) return 0;
			st->want_xday = 1;
			break;
		case 'k': case 'H':
			if (!(s = number(s, &v, 0, 23, 2))) return 0;
			tm->tm_hour = v;
			st->have_I = 0;
			break;
		case 'l': case 'I':
			if (!(s = number(s, &v, 1, 12, 2))) return 0;
			tm->tm_hour = v % 12;
			st->have_I = 1;
			break;
		case 'j':
			if (!(s = number(s, &v, 1, 366, 3))) return 0;
			tm->tm_yday = v - 1;
			st->have_yday = 1;
			break;
		case 'm':
			if (!(s = number(s, &v, 1, 12, 2))) return 0;
			tm->tm_mon = v - 1;
			st->have_mon = 1;
			st->want_xday = 1;
			break;
		case 'M':
			if (!(s = number(s, &v, 0, 59, 2))) return 0;
			tm->tm_min = v;
			break;
		case 'n': case 't':
			while (isspace_(*s)) s++;
			break;
		case 'p':
			if (match(s, "AM", 2)) st->is_pm = 0;
			else if (match(s, "PM", 2)) st->is_pm = 1;
			else return 0;
			s += 2;
			break;
		case 'r':
			if (!(s = parse(s, "%I:%M:%S %p", tm, st))) return 0;
			break;
		case 'R':
			if (!(s = parse(s, "%H:%M", tm, st))) return 0;
			break;
		case 's': {
			/* Seconds since the epoch, as local time; no sign, no
			 * leading space, as in glibc. */
			long long t = 0;
			if (!isdigit_(*s)) return 0;
			do {
				if (t > (0x7fffffffffffffffLL - 9) / 10) return 0;
				t = t * 10 + (*s++ - '0');
			} while (isdigit_(*s));
			time_t tt = t;
			if (!__localtime_r(&tt, tm)) return 0;
			break;
		}
		case 'S':
			if (!(s = number(s, &v, 0, 61, 2))) return 0;
			tm->tm_sec = v;
			break;
		case 'T': case 'X':
			if (!(s = parse(s, "%H:%M:%S", tm, st))) return 0;
			break;
		case 'u':
			if (!(s = number(s, &v, 1, 7, 1))) return 0;
			tm->tm_wday = v % 7;
			st->have_wday = 1;
			break;
		case 'w':
			if (!(s = number(s, &v, 0, 6, 1))) return 0;
			tm->tm_wday = v;
			st->have_wday = 1;
			break;
		case 'U': case 'W':
			if (!(s = number(s, &v, 0, 53, 2))) return 0;
			st->week_no = v;
			if (f[-1] == 'U') st->have_uweek = 1;
			else st->have_wweek = 1;
			break;
		case 'V':
			if (!(s = number(s, &v, 0, 53, 2))) return 0;
			break;	/* parsed, but not enough to place a date */
		case 'g':
			if (!(s = number(s, &v, 0, 99, 2))) return 0;
			break;
		case 'G':
			if (!isdigit_(*s)) return 0;
			while (isdigit_(*s)) s++;
			break;
		case 'y':
			if (!(s = number(s, &v, 0, 99, 2))) return 0;
			tm->tm_year = v >= 69 ? v : v + 100;
			st->want_century = 1;
			st->want_xday = 1;
			break;
		case 'Y':
			if (!(s = number(s, &v, 0, 9999, 4))) return 0;
			tm->tm_year = v - 1900;
			st->want_century = 0;
			st->want_xday = 1;
			break;
		case 'z': {
			/* Z, or +hh, +hhmm, +hh:mm. */
			int n = 0, x = 0, neg;
			while (isspace_(*s)) s++;
			if (*s == 'Z') {
				s++;
				tm->tm_gmtoff = 0;
				break;
			}
			if (*s != '+' && *s != '-') return 0;
			neg = *s++ == '-';
			while (n < 4 && isdigit_(*s)) {
				x = x * 10 + (*s++ - '0');
				if (++n == 2 && *s == ':' && isdigit_(s[1])) s++;
			}
			if (n == 2) x *= 100;
			else if (n != 4 || x % 100 >= 60) return 0;
			tm->tm_gmtoff = (x / 100 * 3600L + x % 100 * 60L) * (neg ? -1 : 1);
			break;
		}
		case 'Z':
			/* A zone name is skipped, not interpreted. */
			while (isspace_(*s)) s++;
			while (*s && !isspace_(*s)) s++;
			break;
		default:
			return 0;
		}
	}
	return s;
}

char *strptime(const char *restrict s, const char *restrict f, struct tm *restrict tm)
{
	struct state st = { .century = -1 };
	if (!(s = parse(s, f, tm, &st))) return 0;

	if (st.have_I && st.is_pm) tm->tm_hour += 12;
	if (st.century != -1)
		tm->tm_year = st.want_century ? tm->tm_year % 100 + (st.century - 19) * 100
			: (st.century - 19) * 100;

	if (st.want_xday && !st.have_wday) {
		if (!(st.have_mon && st.have_mday) && st.have_yday) {
			month_from_yday(tm, &st);
			st.have_mon = st.have_mday = 1;
		}
		if (tm->tm_year >= -1900 && (st.have_mon || (unsigned)tm->tm_mon <= 11)) set_wday(tm);
	}
	if (st.want_xday && !st.have_yday && (st.have_mon || (unsigned)tm->tm_mon <= 11))
		tm->tm_yday = yday_before(isleap(tm->tm_year + 1900LL), tm->tm_mon) + tm->tm_mday - 1;

	if ((st.have_uweek || st.have_wweek) && st.have_wday) {
		int wday = tm->tm_wday, mday = tm->tm_mday, mon = tm->tm_mon;
		int off = st.have_uweek ? 0 : 1;
		/* Weekday of January 1st, then count weeks from it. */
		tm->tm_mday = 1;
		tm->tm_mon = 0;
		set_wday(tm);
		if (st.have_mday) tm->tm_mday = mday;
		if (st.have_mon) tm->tm_mon = mon;
		if (!st.have_yday)
			tm->tm_yday = (7 - (tm->tm_wday - off)) % 7 + (st.week_no - 1) * 7
				+ (wday - off + 7) % 7;
		if (!st.have_mday || !st.have_mon) month_from_yday(tm, &st);
		tm->tm_wday = wday;
	}
	return (char *)s;
}
