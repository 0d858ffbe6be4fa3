#define _GNU_SOURCE
#include "bessel.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */

/* How:
 * jn of x rounded to double, corrected by J_n' = (J_n-1 - J_n+1)/2;
 * where that underflows in double and x^2/4 <= n + 1, the series
 * (x/2)^n/n! sum (-x^2/4)^j/(j! (n+1)...(n+j)) in long double, whose
 * terms fall without cancellation; beyond double's range 0 (as j0l). */
long double jnl(int n, long double x)
{
	unsigned un = n < 0 ? -(unsigned)n : (unsigned)n;
	int neg = 0;
	double xd, r;
	long double dx, y, q, t, s;
	unsigned j;
	if (isnan(x))
		return x + x;
	if (n < 0)
		neg = un & 1;
	if (signbit(x))
		x = -x, neg ^= un & 1;
	if (un == 0)
		return j0l(x);
	if (un == 1)
		y = j1l(x);
	else if (x == 0 || x > DBL_MAX)
		y = 0;
	else {
		xd = (double)x;
		dx = x - xd;
		r = xd == 0 ? 0 : jn((int)un, xd);
		if (fabs(r) < 0x1p-1000 && 0.25L * x * x <= un + 1.0L) {
			q = -0.25L * x * x;
			for (s = t = 1, j = 1; fabsl(t) > 0x1p-70L * s; j++)
				s += t *= q / ((long double)j * (un + j));
			y = s * expl(un * logl(0.5L * x) - lgammal(un + 1.0L));
			if (y == 0)
				errno = ERANGE;
		} else if (dx == 0 || un == 0xffffffffu)
			y = r;
		else
			y = r + dx * 0.5L * ((long double)jn((int)(un - 1), xd) - jn((int)(un + 1), xd));
	}
	return neg ? -y : y;
}
