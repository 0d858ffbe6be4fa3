#include "libm_ld.h"

/* sinh |x| = (E + E/(E + 1))/2, E = e^|x| - 1 from __expm1l_dd, all as
 * hi + lo (no cancellation, also near 0); once e^-2|x| is below 2^-(p+3),
 * e^|x|/2 from __expl_dd scaled once (no overflow on the way): within
 * 0.51 ulp. */
long double sinhl(long double x)
{
	long double ax = fabsl(x), h, l, dh, dl, q, ql, t;
	int e;

	if (!isfinite(x))
		return x + x;
	if (ax < LDBL_EPSILON) {
		if (x != 0 && ax < LDBL_MIN)
			FORCE_EVAL(x * x);
		return x;
	}
	if (ax > 11400) {
		h = __math_oflowl(0);
	} else if (ax > 48) {
		h = __expl_dd(ax, 0, &l, &e);
		h = __l_scale(h, l, e - 1);
	} else {
		h = __expm1l_dd(ax, &l);
		dh = __l_two_sum(h, 1, &dl);
		q = __l_div_dd(h, l, dh, dl + l, &ql);
		h = __l_two_sum(h, q, &t);
		h = 0.5L * (h + (t + l + ql));
	}
	return x < 0 ? -h : h;
}
