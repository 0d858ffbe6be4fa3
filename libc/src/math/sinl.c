#include "libm_ld.h"

/* The reduction by pi/2 of __rem_pio2l, then __sinl_dd or __cosl_dd as
 * hi + lo rounded once: within 0.51 ulp for every finite x. */
long double sinl(long double x)
{
	long double y0, y1, h, l;

	if (!isfinite(x))
		return isnan(x) ? x + x : __math_invalidl(x);
	if (fabsl(x) < LDBL_EPSILON) {
		if (x != 0 && fabsl(x) < LDBL_MIN)
			FORCE_EVAL(x * x);
		return x;
	}
	switch (__rem_pio2l(x, &y0, &y1)) {
	case 0: h = __sinl_dd(y0, y1, &l); break;
	case 1: h = __cosl_dd(y0, y1, &l); break;
	case 2: h = -__sinl_dd(y0, y1, &l); l = -l; break;
	default: h = -__cosl_dd(y0, y1, &l); l = -l; break;
	}
	return h + l;
}
