#include "libm_ld.h"

/* sqrt(x^2 + y^2) with both scaled near 1 by a power of 2 (exact), the
 * squares and their sum as hi + lo, the root as hi + lo, then scaled back
 * once: within 0.51 ulp. */
long double hypotl(long double x, long double y)
{
	long double ax = fabsl(x), ay = fabsl(y), t, h, l, sh, sl;
	int e;

	if (isinf(x) || isinf(y))
		return INFINITY;
	if (isnan(x) || isnan(y))
		return x + y;
	if (ax < ay)
		t = ax, ax = ay, ay = t;
	if (ay == 0)
		return ax;
	e = __l_bexp(ax);
	if (e - __l_bexp(ay) > LDBL_MANT_DIG + 2)
		return ax + ay;
	e = e ? e - 0x3fff : LDBL_MIN_EXP - 1;
	ax = scalbnl(ax, -e);
	ay = scalbnl(ay, -e);
	h = __l_two_prod(ax, ax, &l);
	sh = __l_two_prod(ay, ay, &sl);
	h = __l_two_sum(h, sh, &t);
	h = __l_sqrt_dd(h, t + l + sl, &l);
	return __l_scale(h, l, e);
}
