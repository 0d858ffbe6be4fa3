#include "complex_impl.h"

/* casinh z = -i casin(iz): for x, y >= 0 the real part is Im casin(y + ix)
 * and the imaginary part Re casin(y + ix); odd in each part. */
C F(casinh)(C z)
{
	R x = F(creal)(z), y = F(cimag)(z), re, ras, rac;
	if (isnan(x) || isnan(y)) {
		if (isinf(x))
			return MK(x, y);
		if (isinf(y))
			return MK(y, x);
		if (y == 0)
			return MK(x, y);
		return MK(x + y, x + y);
	}
	re = F(__cacos_kern)(F(fabs)(y), F(fabs)(x), &ras, &rac);
	return MK(F(copysign)(re, x), F(copysign)(ras, y));
}
