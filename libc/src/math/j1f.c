#include "bessel.h"

/* j1f(x): the double-double kernel rounded once to float; below 2^-28
 * x/2 - x^3/16, which double holds (docs/libm.md). */
float j1f(float x)
{
	double a = fabsf(x), h, l;
	if (isnan(x))
		return x + x;
	if (isinf(x))
		return copysignf(0.0f, x);
	if (a < 0x1p-28) {
		float r;
		if (x == 0)
			return x;
		r = __dd_to_float(0.5 * a, -a * 0x1p-62);
		if (r == 0)
			errno = ERANGE;
		return copysignf(r, x);
	}
	h = __bessel_dd(0, 1, a, &l);
	return x < 0 ? -__dd_to_float(h, l) : __dd_to_float(h, l);
}
