#include "bessel.h"

/* y0f(x): as y0, the double-double kernel rounded once to float. */
float y0f(float x)
{
	double h, l;
	if (isnan(x))
		return x + x;
	if (x < 0)
		return __math_invalidf(x);
	if (x == 0)
		return __math_divzerof(1);
	if (isinf(x))
		return 0;
	h = __bessel_dd(1, 0, x, &l);
	return __dd_to_float(h, l);
}
