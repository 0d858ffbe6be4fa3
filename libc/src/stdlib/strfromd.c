#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include "libc.h"
#include "fmt_float.h"

/* C2x strfromd/strfromf/strfroml: FORMAT is "%[.prec]conv" with conv one
 * of aAeEfFgG; the result is snprintf-like (the full length is returned
 * even when N truncates it). */

struct sbuf {
	char *s;
	size_t n, len;
};

static int sout(void *ctx, const char *s, size_t len)
{
	struct sbuf *b = ctx;
	if (b->len < b->n) {
		size_t k = b->n - b->len;
		memcpy(b->s + b->len, s, len < k ? len : k);
	}
	b->len += len;
	return 0;
}

static int strfrom(char *restrict str, size_t n, const char *restrict fmt, long double x, unsigned fl)
{
	struct sbuf b = { str, n ? n - 1 : 0, 0 };
	int prec = -1, r;
	if (*fmt++ != '%') goto inval;
	if (*fmt == '.') {
		prec = 0;
		for (fmt++; *fmt >= '0' && *fmt <= '9'; fmt++) {
			if (prec > (__INT_MAX__ - 9) / 10) goto inval;
			prec = prec * 10 + (*fmt - '0');
		}
	}
	if (!*fmt || !strchr("aAeEfFgG", *fmt) || fmt[1]) goto inval;
	r = __fmt_float(sout, &b, x, 0, prec, fl, *fmt);
	if (n) str[b.len < b.n ? b.len : b.n] = 0;
	return r;
inval:
	errno = EINVAL;
	return -1;
}

int strfromd(char *restrict str, size_t n, const char *restrict fmt, double x)
{
	return strfrom(str, n, fmt, x, 0);
}

int strfromf(char *restrict str, size_t n, const char *restrict fmt, float x)
{
	return strfrom(str, n, fmt, x, 0);
}

int strfroml(char *restrict str, size_t n, const char *restrict fmt, long double x)
{
	return strfrom(str, n, fmt, x, FMT_LDBL);
}
