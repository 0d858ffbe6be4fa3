#include "libm_dd.h"

/* The double-double kernel rounded: error < 0.501 ulp. */
double log(double x)
{
	uint64_t ix = asuint64(x);
	double lo;

	if (ix - 0x0010000000000000ULL >= 0x7ff0000000000000ULL - 0x0010000000000000ULL) {
		if ((ix << 1) == 0)
			return __math_divzero(1);
		if (ix == 0x7ff0000000000000ULL)
			return x;
		if (ix >> 63 || (ix & 0x7ff0000000000000ULL) == 0x7ff0000000000000ULL)
			return __math_invalid(x);
	}
	return __log_dd(ix, &lo) + lo;
}
