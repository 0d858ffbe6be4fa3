#define _GNU_SOURCE
#include "bessel.h"

/* REDUCED: binary128 (aarch64) only, n >= 2: next to a zero of the result the pair recurrences' absolute error, about 2^-214 of the amplitude (jnl 821, ynl 2933 ulp seen; 0.500 elsewhere); n > 4096 below 2^10 n^2 still the double-double kernels, up to 2^44 ulp */

/* jnl(n, x): J_-n = (-1)^n J_n and J_n(-x) = (-1)^n J_n(x); n 0 and 1
 * are j0l and j1l; else __bessel_ld (the recurrences and series of
 * __jn_dd.c, the asymptotic expansion beyond 2^40 n^2) rounded once,
 * underflowing to 0 with a range error (docs/libm.md). */
long double jnl(int n, long double x)
{
	unsigned un = n < 0 ? -(unsigned)n : (unsigned)n;
	int neg = 0;
	long double y;
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
	else if (x == 0 || isinf(x))
		y = 0;
	else
		y = __bessel_ld(0, un, x);
	return neg ? -y : y;
}
