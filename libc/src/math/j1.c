#include "bessel.h"

/* j1(x), odd: the kernels of __bessel_dd.c rounded once; below 2^-28
 * x/2 - x^3/16 is x/2 pushed down by less than half an ulp, rounded once
 * also where it is subnormal (docs/libm.md). */
double j1(double x)
{
	double a = fabs(x), h, l;
	if (isnan(x))
		return x + x;
	if (isinf(x))
		return copysign(0.0, x);
	if (a < 0x1p-28) {
		if (x == 0)
			return x;
		h = a * 0x1p1021;
		return copysign(__dd_tiny(h, -h * 0x1p-60), x);
	}
	h = __bessel_dd(0, 1, a, &l);
	return x < 0 ? -(h + l) : h + l;
}
