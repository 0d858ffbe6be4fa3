#include "libm_ld.h"

/* sin/cos (or -cos/sin in the odd quadrants) of the reduced argument,
 * both as hi + lo, divided with one correction step: within 0.52 ulp. */
long double tanl(long double x)
{
	long double y0, y1, nh, nl, dh, dl, q, pl, ph;

	if (!isfinite(x))
		return isnan(x) ? x + x : __math_invalidl(x);
	if (fabsl(x) < LDBL_EPSILON) {
		if (x != 0 && fabsl(x) < LDBL_MIN)
			FORCE_EVAL(x * x);
		return x;
	}
	if (__rem_pio2l(x, &y0, &y1) & 1) {
		nh = __cosl_dd(y0, y1, &nl);
		dh = -__sinl_dd(y0, y1, &dl);
		dl = -dl;
	} else {
		nh = __sinl_dd(y0, y1, &nl);
		dh = __cosl_dd(y0, y1, &dl);
	}
	q = nh / dh;
	ph = __l_two_prod(q, dh, &pl);
	return q + (((nh - ph) - pl + nl - q * dl) / dh);
}
