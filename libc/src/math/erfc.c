#include "libm_dd.h"

/* erfc(x): 1 - erf(x) in double-double for |x| <= 1, __erfc_dd for
 * x > 1 (rounded once in the subnormal range), 2 - erfc(-x) for x < -1.
 * Error < 0.51 ulp (docs/libm.md). */
double erfc(double x)
{
	double h, l, e;
	int k;
	if (isnan(x))
		return x + x;
	if (fabs(x) <= 1) {
		if (fabs(x) < 0x1p-56)
			return 1.0 - x;
		h = __erf_dd(x, &l);
		h = __fast_two_sum(1.0, -h, &e);
		return h + (e - l);
	}
	if (x < 0) {
		if (x < -6)
			return 2.0 - 0x1p-60;
		h = __erfc_dd(-x, &l, &k);
		h = __fast_two_sum(2.0, -h, &e);
		return h + (e - l);
	}
	if (x > 27.3)
		return x == INFINITY ? 0 : __math_uflow(0);
	h = __erfc_dd(x, &l, &k);
	if (!k)
		return h + l;
	/* (h + l) 2^-560, near or below 2^-1022 */
	return __dd_tiny(h * 0x1p462, l * 0x1p462);
}
