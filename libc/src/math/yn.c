#include "bessel.h"

/* yn(n, x): Y_-n = (-1)^n Y_n; NaN with a domain error below 0, -inf
 * with a pole error at 0; n 0 and 1 are y0 and y1; else the forward
 * recurrence of __jn_dd.c rounded once, -inf with a range error where
 * it overflows (docs/libm.md). */
double yn(int n, double x)
{
	unsigned un = n < 0 ? -(unsigned)n : (unsigned)n;
	int neg = n < 0 && (un & 1), k;
	double h, l;
	if (isnan(x))
		return x + x;
	if (x < 0)
		return __math_invalid(x);
	if (x == 0)
		return __math_divzero(!neg);
	if (un == 0)
		return y0(x);
	if (un == 1)
		h = y1(x);
	else if (isinf(x))
		h = 0;
	else {
		h = __jn_dd(1, un, x, &l, &k);
		if (isinf(h))
			h = __math_oflow(h < 0);
		else
			h = __dd_ldexp(h, l, k);
	}
	return neg ? -h : h;
}
