#include <wchar.h>
#include <wctype.h>
#include <errno.h>
#include <limits.h>
#include "libc.h"

/* The shared body of the wcsto[u]l[l]/wcstou?imax family. MAX is the
 * largest value of the result type; SIGNED says whether it has a negative
 * range (of MAX + 1). The result is the value's bit pattern. */
hidden unsigned long long __wcstox(const wchar_t *s0, wchar_t **end, int base,
	unsigned long long max, int is_signed)
{
	const wchar_t *s = s0;
	unsigned long long v = 0;
	int neg = 0, over = 0, any = 0;

	if (base < 0 || base == 1 || base > 36) {
		errno = EINVAL;
		if (end) *end = (wchar_t *)s0;
		return 0;
	}
	while (iswspace(*s)) s++;
	if (*s == '+' || *s == '-') neg = *s++ == '-';
	if ((base == 0 || base == 16) && s[0] == '0' && (s[1] | 32) == 'x') {
		/* "0x" without a hex digit is the number 0 followed by "x". */
		wchar_t c = s[2];
		if ((unsigned)c - '0' < 10 || (unsigned)(c | 32) - 'a' < 6) {
			s += 2;
			base = 16;
		} else if (!base) base = 8;
	} else if (!base) base = s[0] == '0' ? 8 : 10;

	for (;; s++) {
		unsigned d, c = *s;
		if (c - '0' < 10) d = c - '0';
		else if ((c | 32) - 'a' < 26) d = (c | 32) - 'a' + 10;
		else break;
		if (d >= (unsigned)base) break;
		any = 1;
		if (v > (ULLONG_MAX - d) / base) over = 1;
		else v = v * base + d;
	}
	if (end) *end = (wchar_t *)(any ? s : s0);
	if (!any) return 0;

	if (!is_signed) {
		if (over || v > max) { errno = ERANGE; return max; }
		return neg ? -v : v;
	}
	if (neg) {
		if (over || v > max + 1) { errno = ERANGE; return -max - 1; }
		return -v;
	}
	if (over || v > max) { errno = ERANGE; return max; }
	return v;
}
