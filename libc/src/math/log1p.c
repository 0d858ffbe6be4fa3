#include "libm_dd.h"

/* The double-double kernel rounded: error < 0.502 ulp. */
double log1p(double x)
{
	uint64_t ix = asuint64(x);
	uint32_t top = ix >> 52 & 0x7ff;
	double lo, hi;

	if (top < 0x3ca) {
		/* |x| < 2^-53: x - x^2/2 rounds to x (inexact) */
		if (top == 0 && x != 0)
			FORCE_EVAL((float)x);
		return x;
	}
	if (ix >= 0xbff0000000000000ULL) {
		if (ix == 0xbff0000000000000ULL)
			return __math_divzero(1);
		if (ix <= 0xfff0000000000000ULL)
			return __math_invalid(x);
		return x + x;
	}
	if (top == 0x7ff)
		return x + x;
	hi = __log1p_dd(x, &lo);
	return hi + lo;
}
