#include "libm_dd.h"

/* erfcf(x): the double-double erfc (error < 2^-60, __erf_dd.c) rounded
 * once to float; an exhaustive screen over every float that reaches the
 * kernels found no input whose value is within 2^-58 of a rounding
 * boundary, so the result is correctly rounded (docs/libm.md). */
float erfcf(float x)
{
	double h, l, e;
	int k;
	if (isnan(x))
		return x + x;
	if (fabsf(x) <= 1) {
		if (fabsf(x) < 0x1p-28f)
			return 1.0f - x;
		h = __erf_dd(x, &l);
		h = __fast_two_sum(1.0, -h, &e);
		h = __fast_two_sum(h, e - l, &l);
		return __dd_to_float(h, l);
	}
	if (x < 0) {
		if (x < -4)
			return 2.0f - 0x1p-30f;
		h = __erfc_dd(-x, &l, &k);
		h = __fast_two_sum(2.0, -h, &e);
		h = __fast_two_sum(h, e - l, &l);
		return __dd_to_float(h, l);
	}
	if (x > 10.1f)
		return x == INFINITY ? 0 : __math_uflowf(0);
	h = __erfc_dd(x, &l, &k);
	float r = __dd_to_float(h, l);
	if (r == 0)
		errno = ERANGE;
	return r;
}
