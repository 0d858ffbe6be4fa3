/* strtol and its siblings share one scanner. long, long long and intmax_t
 * are all 64 bits on our targets, but each keeps its own entry point so
 * the declared types stay exact. */
#define _GNU_SOURCE
#include <stdlib.h>
#include <inttypes.h>
#include <limits.h>
#include <errno.h>

static int digit(unsigned c)
{
	if (c - '0' < 10) return c - '0';
	c |= 32;
	if (c - 'a' < 26) return c - 'a' + 10;
	return 99;
}

/* Unsigned result with saturation flagged in *ovf. */
static unsigned long long scan(const char *s, char **end, int base, int *neg, int *ovf)
{
	const char *p = s;
	unsigned long long y = 0;
	int any = 0;
	*neg = *ovf = 0;
	if (base < 0 || base == 1 || base > 36) {
		errno = EINVAL;
		if (end) *end = (char *)s;
		return 0;
	}
	while (*p == ' ' || (unsigned)*p - '\t' < 5) p++;
	if (*p == '+' || *p == '-') *neg = *p++ == '-';
	if ((base == 0 || base == 16) && p[0] == '0' && (p[1] | 32) == 'x' && digit(p[2]) < 16) {
		p += 2;
		base = 16;
	} else if (base == 0) {
		base = *p == '0' ? 8 : 10;
	}
	for (int d; (d = digit(*p)) < base; p++) {
		any = 1;
		if (__builtin_mul_overflow(y, (unsigned)base, &y) || __builtin_add_overflow(y, (unsigned)d, &y))
			*ovf = 1;
	}
	if (end) *end = (char *)(any ? p : s);
	return y;
}

static long long sgn(const char *s, char **end, int base, long long min, long long max)
{
	int neg, ovf;
	unsigned long long y = scan(s, end, base, &neg, &ovf);
	if (neg) {
		if (ovf || y > -(unsigned long long)min) {
			errno = ERANGE;
			return min;
		}
		return -y;
	}
	if (ovf || y > (unsigned long long)max) {
		errno = ERANGE;
		return max;
	}
	return y;
}

static unsigned long long uns(const char *s, char **end, int base, unsigned long long max)
{
	int neg, ovf;
	unsigned long long y = scan(s, end, base, &neg, &ovf);
	if (ovf || y > max) {
		errno = ERANGE;
		return max;
	}
	return neg ? -y : y;
}

long strtol(const char *restrict s, char **restrict e, int b) { return sgn(s, e, b, LONG_MIN, LONG_MAX); }
long long strtoll(const char *restrict s, char **restrict e, int b) { return sgn(s, e, b, LLONG_MIN, LLONG_MAX); }
intmax_t strtoimax(const char *restrict s, char **restrict e, int b) { return sgn(s, e, b, INTMAX_MIN, INTMAX_MAX); }
long long strtoq(const char *restrict s, char **restrict e, int b) { return sgn(s, e, b, LLONG_MIN, LLONG_MAX); }
unsigned long strtoul(const char *restrict s, char **restrict e, int b) { return uns(s, e, b, ULONG_MAX); }
unsigned long long strtoull(const char *restrict s, char **restrict e, int b) { return uns(s, e, b, ULLONG_MAX); }
uintmax_t strtoumax(const char *restrict s, char **restrict e, int b) { return uns(s, e, b, UINTMAX_MAX); }
unsigned long long strtouq(const char *restrict s, char **restrict e, int b) { return uns(s, e, b, ULLONG_MAX); }
