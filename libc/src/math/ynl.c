#define _GNU_SOURCE
#include "bessel.h"

/* REDUCED: binary128 (aarch64) only, n >= 2: next to a zero of the result the pair recurrences' absolute error, about 2^-214 of the amplitude (jnl 821, ynl 2933 ulp seen; 0.500 elsewhere); n > 4096 below 2^10 n^2 still the double-double kernels, up to 2^44 ulp */

/* ynl(n, x): Y_-n = (-1)^n Y_n; NaN with a domain error below 0, -inf
 * with a pole error at 0; n 0 and 1 are y0l and y1l; else __bessel_ld
 * (the forward recurrence of __jn_dd.c, the asymptotic expansion
 * beyond 2^40 n^2) rounded once, -inf with a range error where it
 * overflows (docs/libm.md). */
long double ynl(int n, long double x)
{
	unsigned un = n < 0 ? -(unsigned)n : (unsigned)n;
	int neg = n < 0 && (un & 1);
	long double y;
	if (isnan(x))
		return x + x;
	if (x < 0)
		return __math_invalidl(x);
	if (x == 0)
		return __math_divzerol(!neg);
	if (un == 0)
		return y0l(x);
	if (un == 1)
		y = y1l(x);
	else if (isinf(x))
		y = 0;
	else {
		y = __bessel_ld(1, un, x);
		if (isinf(y))
			y = __math_oflowl(y < 0);
	}
	return neg ? -y : y;
}
