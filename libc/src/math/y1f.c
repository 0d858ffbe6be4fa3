#include "bessel.h"

/* y1f(x): as y1, rounded once to float; -2/(pi x) overflows float below
 * about 1.9e-39. */
float y1f(float x)
{
	double h, l;
	float r;
	if (isnan(x))
		return x + x;
	if (x < 0)
		return __math_invalidf(x);
	if (x == 0)
		return __math_divzerof(1);
	if (isinf(x))
		return 0;
	if (x < 0x1p-40f)
		h = __dd_div(-TWO_OVER_PI_HI, -TWO_OVER_PI_LO, x, 0, &l);
	else
		h = __bessel_dd(1, 1, x, &l);
	r = __dd_to_float(h, l);
	if (isinf(r))
		errno = ERANGE;
	return r;
}
