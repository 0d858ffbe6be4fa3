#include "complex_impl.h"

/* log|z| + i arg z. Near the unit circle log|z| is small and log(hypot)
 * would lose it: there it is log1p(x^2 + y^2 - 1) / 2 with the argument
 * computed exactly enough. */
C F(clog)(C z)
{
	R x = F(creal)(z), y = F(cimag)(z);
	R a = F(fabs)(x), b = F(fabs)(y), re;
	if (a < 2 && b < 2 && a * a + b * b >= K(0.5) && a * a + b * b <= 2)
		re = F(log1p)(__c_x2y2m1(a, b)) / 2;
	else
		re = F(log)(F(hypot)(x, y));
	return MK(re, F(atan2)(y, x));
}
