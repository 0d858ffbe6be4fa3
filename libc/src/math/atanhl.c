#include "libm_ld.h"

/* atanh |x| = log1p(2|x|/(1 - |x|))/2, the quotient as hi + lo: within
 * 0.51 ulp. */
long double atanhl(long double x)
{
	long double ax = fabsl(x), h, l, d, dl;

	if (isnan(x))
		return x + x;
	if (ax > 1)
		return __math_invalidl(x);
	if (ax == 1)
		return __math_divzerol(x < 0);
	if (ax < LDBL_EPSILON) {
		if (x != 0 && ax < LDBL_MIN)
			FORCE_EVAL(x * x);
		return x;
	}
	d = __l_two_sum(1, -ax, &dl);
	h = __l_div_dd(2 * ax, 0, d, dl, &l);
	h = __log1pl_k(h, l, &l);
	h = 0.5L * (h + l);
	return x < 0 ? -h : h;
}
