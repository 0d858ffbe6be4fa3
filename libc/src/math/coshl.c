#include "libm_ld.h"

/* cosh x = (E + 1/E)/2, E = e^|x| from __expl_dd as hi + lo and 1/E
 * formed as hi + lo (a sum of positive terms); past e^|x| = 2^((p+3)/2),
 * e^|x|/2 scaled once: within 0.51 ulp. */
long double coshl(long double x)
{
	long double ax = fabsl(x), h, l, s, q, ql, t;
	int e;

	if (isnan(x))
		return x + x;
	if (isinf(x))
		return ax;
	if (ax < 0x1p-70L)
		return x == 0 ? 1 : 1 + 0x1p-200L;
	if (ax > 11400)
		return __math_oflowl(0);
	h = __expl_dd(ax, 0, &l, &e);
	if (ax > 48)
		return __l_scale(h, l, e - 1);
	s = __l_pow2(e);
	h *= s;
	l *= s;
	q = __l_div_dd(1, 0, h, l, &ql);
	h = __l_two_sum(h, q, &t);
	return 0.5L * (h + (t + l + ql));
}
