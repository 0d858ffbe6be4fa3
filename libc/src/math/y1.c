#include "bessel.h"

/* y1(x): NaN with a domain error below 0, -inf with a pole error at 0;
 * below 2^-40, -2/(pi x) (the next term is 2^-75 of it), overflowing
 * below about 3.5e-309; else the kernels of __bessel_dd.c rounded once
 * (docs/libm.md). */
double y1(double x)
{
	double h, l, r;
	if (isnan(x))
		return x + x;
	if (x < 0)
		return __math_invalid(x);
	if (x == 0)
		return __math_divzero(1);
	if (isinf(x))
		return 0;
	if (x < 0x1p-40) {
		h = __dd_div(-TWO_OVER_PI_HI, -TWO_OVER_PI_LO, x * 0x1p600, 0, &l);
		r = (h + l) * 0x1p600;
		if (isinf(r))
			errno = ERANGE;
		return r;
	}
	h = __bessel_dd(1, 1, x, &l);
	return h + l;
}
