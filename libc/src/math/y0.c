#include "bessel.h"

/* y0(x): NaN with a domain error below 0, -inf with a pole error at 0;
 * else the kernels of __bessel_dd.c rounded once (docs/libm.md). */
double y0(double x)
{
	double h, l;
	if (isnan(x))
		return x + x;
	if (x < 0)
		return __math_invalid(x);
	if (x == 0)
		return __math_divzero(1);
	if (isinf(x))
		return 0;
	h = __bessel_dd(1, 0, x, &l);
	return h + l;
}
