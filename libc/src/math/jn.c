#include "bessel.h"

/* jn(n, x): J_-n = (-1)^n J_n and J_n(-x) = (-1)^n J_n(x); n 0 and 1
 * are j0 and j1; else the double-double recurrences and series of
 * __jn_dd.c rounded once (docs/libm.md). */
double jn(int n, double x)
{
	unsigned un = n < 0 ? -(unsigned)n : (unsigned)n;
	int neg = 0, k;
	double h, l;
	if (isnan(x))
		return x + x;
	if (n < 0)
		neg = un & 1;
	if (signbit(x))
		x = -x, neg ^= un & 1;
	if (un == 0)
		return j0(x);
	if (un == 1)
		h = j1(x);
	else if (x == 0 || isinf(x))
		h = 0;
	else {
		h = __jn_dd(0, un, x, &l, &k);
		h = __dd_ldexp(h, l, k);
	}
	return neg ? -h : h;
}
