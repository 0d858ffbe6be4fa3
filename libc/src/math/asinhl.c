#include "libm_ld.h"

/* asinh |x| = log1p(|x| + x^2/(1 + sqrt(1 + x^2))), each step as hi + lo
 * (no cancellation near 0); past 2^60, log|x| + ln2: within 0.51 ulp. */
long double asinhl(long double x)
{
	long double ax = fabsl(x), h, l, zh, zl, s, sl, q, ql, t;
	int e;

	if (!isfinite(x))
		return x + x;
	if (ax < LDBL_EPSILON) {
		if (x != 0 && ax < LDBL_MIN)
			FORCE_EVAL(x * x);
		return x;
	}
	if (ax > 0x1p60L) {
		h = __logl_k(ax, &e, &l);
		e++;
		h = __l_two_sum(e * LOGL_LN2_1, h, &t);
		h += t + l + e * LOGL_LN2_2;
	} else {
		zh = __l_two_prod(ax, ax, &zl);
		s = __l_two_sum(1, zh, &sl);
		s = __l_sqrt_dd(s, sl + zl, &sl);
		s = __l_two_sum(s, 1, &t);
		q = __l_div_dd(zh, zl, s, t + sl, &ql);
		h = __l_two_sum(ax, q, &t);
		h = __log1pl_k(h, t + ql, &l);
		h += l;
	}
	return x < 0 ? -h : h;
}
