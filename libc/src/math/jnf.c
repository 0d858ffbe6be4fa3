#define _GNU_SOURCE
#include "bessel.h"

/* jnf(n, x): as jn, the double-double result rounded once to float. */
float jnf(int n, float x)
{
	unsigned un = n < 0 ? -(unsigned)n : (unsigned)n;
	int neg = 0, k;
	double h, l;
	float r;
	if (isnan(x))
		return x + x;
	if (n < 0)
		neg = un & 1;
	if (signbit(x))
		x = -x, neg ^= un & 1;
	if (un == 0)
		return j0f(x);
	if (un == 1)
		r = j1f(x);
	else if (x == 0 || isinf(x))
		r = 0;
	else {
		h = __jn_dd(0, un, x, &l, &k);
		if (k < -1200 || (k < 0 && ilogb(h) + k < -160))
			r = __math_uflowf(0);
		else {
			h = __fast_two_sum(scalbn(h, k), scalbn(l, k), &l);
			r = __dd_to_float(h, l);
			if (r == 0)
				errno = ERANGE;
		}
	}
	return neg ? -r : r;
}
