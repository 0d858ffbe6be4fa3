#include "bessel.h"

/* j0f(x): the double-double kernel rounded once to float (docs/libm.md). */
float j0f(float x)
{
	double a = fabsf(x), h, l;
	if (isnan(x))
		return x + x;
	if (isinf(x))
		return 0;
	if (a < 0x1p-28)
		return x == 0 ? 1.0f : 1.0f - 0x1p-40f;
	h = __bessel_dd(0, 0, a, &l);
	return __dd_to_float(h, l);
}
