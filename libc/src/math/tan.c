#include "libm_dd.h"

double tan(double x)
{
	uint64_t ix = asuint64(x) & 0x7fffffffffffffffULL;
	double y0, y1;
	int n;

	if (ix <= 0x3fe921fb54442d18ULL) {
		if (ix < 0x3e40000000000000ULL) {
			/* |x| < 2^-27: x + x^3/3 rounds to x */
			if (ix < 0x0010000000000000ULL && ix)
				FORCE_EVAL(x * x);
			return x;
		}
		return __tan_kernel(x, 0.0, 0);
	}
	if (ix >= 0x7ff0000000000000ULL)
		return ix > 0x7ff0000000000000ULL ? x + x : __math_invalid(x);
	n = __rem_pio2(x, &y0, &y1);
	return __tan_kernel(y0, y1, n & 1);
}
