#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <float.h>
#include "libc.h"
#include "fmt_float.h"

/* ecvt and fcvt as glibc computes them, so programs see the same digits:
 * ecvt scales the value into [1, 10) with double arithmetic and hands it
 * to fcvt, and fcvt is printf("%.*f") reshaped into digits plus a decimal
 * point position. At most 17 digits (glibc's NDIGIT_MAX) are produced. */

#define NDIGIT_MAX 17

struct sbuf {
	char *s;
	size_t len;
};

static int sout(void *ctx, const char *s, size_t n)
{
	struct sbuf *b = ctx;
	memcpy(b->s + b->len, s, n);
	b->len += n;
	return 0;
}

static int isdig(int c)
{
	return c >= '0' && c <= '9';
}

/* BUF must hold the %f output of any double at up to 17 digits. */
static char *fcvt_core(double x, int nd, int *decpt, int *sign, char *buf)
{
	struct sbuf b = { buf, 0 };
	int left = 0, i, n, dp;

	if (x - x == 0) {
		*sign = __builtin_signbit(x) != 0;
		if (*sign) x = -x;
		/* Rounding left of the point: scale down while that keeps
		 * the value at least 1. */
		for (; nd < 0; nd++, left++) {
			double y = x * 0.1;
			if (y < 1.0) {
				nd = 0;
				break;
			}
			x = y;
		}
	} else {
		*sign = 0;
	}
	__fmt_float(sout, &b, x, 0, nd < NDIGIT_MAX ? nd : NDIGIT_MAX, 0, 'f');
	n = b.len;
	buf[n] = 0;
	for (i = 0; i < n && isdig(buf[i]); i++);
	*decpt = i;
	if (!i) return buf; /* inf or nan, spelled out as printf does */
	if (i < n) {
		for (i++; i < n && !isdig(buf[i]); i++);
		if (*decpt == 1 && buf[0] == '0' && x != 0.0) {
			/* No leading zeros: move the point instead. */
			--*decpt;
			for (; i < n && buf[i] == '0'; i++) --*decpt;
		}
		dp = *decpt > 0 ? *decpt : 0;
		memmove(buf + dp, buf + i, n - i);
		n -= i - dp;
		buf[n] = 0;
	}
	if (left) {
		*decpt += left;
		while (left--) buf[n++] = '0';
		buf[n] = 0;
	}
	return buf;
}

char *fcvt(double x, int nd, int *decpt, int *sign)
{
	static char buf[DBL_MAX_10_EXP + NDIGIT_MAX + 8];
	return fcvt_core(x, nd, decpt, sign, buf);
}

char *ecvt(double x, int nd, int *decpt, int *sign)
{
	static char buf[DBL_MAX_10_EXP + NDIGIT_MAX + 8];
	int e = 0;

	if (x - x == 0 && x != 0) {
		double d = x < 0 ? -x : x, f = 1.0;
		if (d < 1e-307) {
			/* Keep f finite for subnormals. */
			x /= 1e-307;
			d = x < 0 ? -x : x;
			e = DBL_MIN_10_EXP;
		}
		if (d < 1.0) {
			do {
				f *= 10.0;
				e--;
			} while (d * f < 1.0);
			x *= f;
		} else if (d >= 10.0) {
			do {
				f *= 10.0;
				e++;
			} while (d >= f * 10.0);
			x /= f;
		}
	}
	if (nd <= 0) {
		buf[0] = 0;
		*decpt = 1;
		*sign = x - x == 0 ? __builtin_signbit(x) != 0 : 0;
	} else {
		fcvt_core(x, (nd < NDIGIT_MAX ? nd : NDIGIT_MAX) - 1, decpt, sign, buf);
	}
	*decpt += e;
	return buf;
}
