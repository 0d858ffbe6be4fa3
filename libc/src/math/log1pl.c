#include "libm_ld.h"

/* __log1pl_k rounded once; past 2^120 log1p(x) - log(x) is below 2^-126
 * relative, so logl's kernel takes it (and no 1 + x is formed next to
 * the largest value). */
long double log1pl(long double x)
{
	long double h, l, t;
	int e;

	if (isnan(x))
		return x + x;
	if (x <= -1)
		return x == -1 ? __math_divzerol(1) : __math_invalidl(x);
	if (isinf(x))
		return x;
	if (fabsl(x) < LDBL_EPSILON / 4) {
		if (x != 0 && fabsl(x) < LDBL_MIN)
			FORCE_EVAL(x * x);
		return x;
	}
	if (x > 0x1p120L) {
		h = __logl_k(x, &e, &l);
		h = __l_two_sum(e * LOGL_LN2_1, h, &t);
		return h + (t + l + e * LOGL_LN2_2);
	}
	h = __log1pl_k(x, 0, &l);
	return h + l;
}
