#include "libm_ld.h"

/* __expm1l_dd rounded once; past e^x = 2^(p+8) e^x itself (the 1 is
 * below 2^-(p+8) of it) through __expl_dd, scaled once: within 0.51 ulp. */
long double expm1l(long double x)
{
	long double h, l;
	int e;

	if (isnan(x))
		return x + x;
	if (isinf(x))
		return x > 0 ? x : -1;
	if (x > 11357)
		return __math_oflowl(0);
	if (x < -(LDBL_MANT_DIG + 3))
		return 0x1p-200L - 1;
	if (fabsl(x) < LDBL_EPSILON / 4) {
		if (x != 0 && fabsl(x) < LDBL_MIN)
			FORCE_EVAL(x * x);
		return x;
	}
	if (x > (LDBL_MANT_DIG + 8) * 0.7L) {
		h = __expl_dd(x, 0, &l, &e);
		return __l_scale(h, l, e);
	}
	h = __expm1l_dd(x, &l);
	return h + l;
}
