#include "complex_impl.h"

/* cacosh z = |Im cacos z| + i Re cacos z, with the imaginary part's sign
 * taken from y; Re cacos(-z) = pi - Re cacos(z). */
C F(cacosh)(C z)
{
	R x = F(creal)(z), y = F(cimag)(z), re, ras, rac;
	if (isnan(x) || isnan(y)) {
		if (isinf(x) || isinf(y))
			return MK(INFINITY, x + y);
		/* As i cacos z, with cacos(+-0 + NaN i) = pi/2 + NaN i (glibc
		 * too; C11's table says NaN + NaN i). */
		if (x == 0)
			return MK(y, PI_2);
		return MK(x + y, x + y);
	}
	re = F(__cacos_kern)(F(fabs)(x), F(fabs)(y), &ras, &rac);
	if (signbit(x))
		rac = PI - rac;
	return MK(re, F(copysign)(rac, y));
}
