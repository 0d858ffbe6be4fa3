#include "libm_dd.h"

double sin(double x)
{
	uint64_t ix = asuint64(x) & 0x7fffffffffffffffULL;
	double y0, y1;

	if (ix <= 0x3fe921fb54442d18ULL) {
		if (ix < 0x3e50000000000000ULL) {
			/* |x| < 2^-26: x - x^3/6 rounds to x */
			if (ix < 0x0010000000000000ULL && ix)
				FORCE_EVAL(x * x);
			return x;
		}
		return __sin_kernel(x, 0.0);
	}
	if (ix >= 0x7ff0000000000000ULL)
		return ix > 0x7ff0000000000000ULL ? x + x : __math_invalid(x);
	switch (__rem_pio2(x, &y0, &y1) & 3) {
	case 0: return __sin_kernel(y0, y1);
	case 1: return __cos_kernel(y0, y1);
	case 2: return -__sin_kernel(y0, y1);
	default: return -__cos_kernel(y0, y1);
	}
}
