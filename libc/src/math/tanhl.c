#include "libm_ld.h"

/* tanh |x| = E / (E + 2) with E = e^(2|x|) - 1 from __expm1l_dd, the
 * quotient formed as hi + lo: within 0.51 ulp; +-1 once e^-2|x| is below
 * 2^-(p+3). */
long double tanhl(long double x)
{
	long double ax = fabsl(x), h, l, dh, dl;

	if (isnan(x))
		return x + x;
	if (ax < LDBL_EPSILON) {
		if (x != 0 && ax < LDBL_MIN)
			FORCE_EVAL(x * x);
		return x;
	}
	if (ax > 48) {
		h = 1 - 0x1p-200L;
	} else {
		h = __expm1l_dd(2 * ax, &l);
		dh = __l_two_sum(h, 2, &dl);
		h = __l_div_dd(h, l, dh, dl + l, &l);
		h += l;
	}
	return x < 0 ? -h : h;
}
