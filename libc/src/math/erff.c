#include "libm_dd.h"

/* erff(x): the double-double erf (error < 2^-60, __erf_dd.c) rounded
 * once to float; an exhaustive screen over every float found no input
 * whose value is within 2^-58 of a rounding boundary, so the result is
 * correctly rounded (docs/libm.md). */
float erff(float x)
{
	double a = fabsf(x), h, l, e;
	int k;
	if (isnan(x))
		return x + x;
	if (a > 1) {
		if (a >= 4)
			return copysignf(1.0f - 0x1p-30f, x);
		h = __erfc_dd(a, &l, &k);
		h = __fast_two_sum(1.0, -h, &e);
		h = __fast_two_sum(h, e - l, &l);
		return copysignf(__dd_to_float(h, l), x);
	}
	if (x == 0)
		return x;
	h = __erf_dd(x, &l);
	return __dd_to_float(h, l);
}
