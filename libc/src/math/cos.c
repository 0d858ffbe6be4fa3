#include "libm_dd.h"

double cos(double x)
{
	uint64_t ix = asuint64(x) & 0x7fffffffffffffffULL;
	double y0, y1;

	if (ix <= 0x3fe921fb54442d18ULL) {
		if (ix < 0x3e46a09e667f3bcdULL)
			return ix ? 1.0 - 0x1p-60 : 1.0; /* |x| < 2^-27 sqrt2: 1 - x^2/2 rounds as this */
		return __cos_kernel(x, 0.0);
	}
	if (ix >= 0x7ff0000000000000ULL)
		return ix > 0x7ff0000000000000ULL ? x + x : __math_invalid(x);
	switch (__rem_pio2(x, &y0, &y1) & 3) {
	case 0: return __cos_kernel(y0, y1);
	case 1: return -__sin_kernel(y0, y1);
	case 2: return -__cos_kernel(y0, y1);
	default: return __sin_kernel(y0, y1);
	}
}
