#define _GNU_SOURCE
#include "bessel.h"

/* ynf(n, x): as yn, the double-double result rounded once to float. */
float ynf(int n, float x)
{
	unsigned un = n < 0 ? -(unsigned)n : (unsigned)n;
	int neg = n < 0 && (un & 1), k;
	double h, l;
	float r;
	if (isnan(x))
		return x + x;
	if (x < 0)
		return __math_invalidf(x);
	if (x == 0)
		return __math_divzerof(!neg);
	if (un == 0)
		return y0f(x);
	if (un == 1)
		r = y1f(x);
	else if (isinf(x))
		r = 0;
	else {
		h = __jn_dd(1, un, x, &l, &k);
		if (isinf(h) || k > 200)
			r = __math_oflowf(h < 0);
		else {
			h = __fast_two_sum(scalbn(h, k), scalbn(l, k), &l);
			r = __dd_to_float(h, l);
			if (isinf(r))
				errno = ERANGE;
		}
	}
	return neg ? -r : r;
}
