#include "bessel.h"

/* j0(x): the double-double kernels of __bessel_dd.c rounded once; error
 * below 0.51 ulp except next to the zeros above 1024 (docs/libm.md). */
double j0(double x)
{
	double a = fabs(x), h, l;
	if (isnan(x))
		return x + x;
	if (isinf(x))
		return 0;
	if (a < 0x1p-28)
		/* 1 - x^2/4 with x^2/4 below 2^-58: 1, inexact unless x is 0 */
		return x == 0 ? 1.0 : 1.0 - 0x1p-60;
	h = __bessel_dd(0, 0, a, &l);
	return h + l;
}
