#define _GNU_SOURCE
#include "bessel.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */

/* How:
 * yn of x rounded to double, corrected by Y_n' = (Y_n-1 - Y_n+1)/2;
 * where that overflows in double, the forward recurrence in long double
 * from y0l and y1l (Y is the dominant solution); beyond double's range
 * 0 (as j0l). */
long double ynl(int n, long double x)
{
	unsigned un = n < 0 ? -(unsigned)n : (unsigned)n, k;
	int neg = n < 0 && (un & 1);
	double xd, r;
	long double dx, y, a, b, c;
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
	else if (x > DBL_MAX)
		y = 0;
	else {
		xd = (double)x;
		dx = x - xd;
		r = xd == 0 ? -INFINITY : yn((int)un, xd);
		if (isinf(r)) {
			a = y0l(x), b = y1l(x);
			for (k = 1; k < un && !isinf(b); k++)
				c = 2.0L * k / x * b - a, a = b, b = c;
			y = b;
			if (isinf(y))
				errno = ERANGE;
		} else if (dx == 0 || un == 0xffffffffu)
			y = r;
		else
			y = r + dx * 0.5L * ((long double)yn((int)(un - 1), xd) - yn((int)(un + 1), xd));
	}
	return neg ? -y : y;
}
