#include "libm_dd.h"

/* (log1p(x) - log1p(-x))/2, both as double-doubles; the two have opposite
 * signs, so nothing cancels. Error < 0.51 ulp. */
double atanh(double x)
{
	uint64_t ix = asuint64(x), ax = ix & 0x7fffffffffffffffULL;
	double a = asdouble(ax), h1, l1, h2, l2, h, e, r;

	if (ax < 0x3e40000000000000ULL) {
		/* |x| < 2^-27: x + x^3/3 rounds to x */
		if (ax < 0x0010000000000000ULL && ax)
			FORCE_EVAL(x * x);
		return x;
	}
	if (ax >= 0x3ff0000000000000ULL) {
		if (ax == 0x3ff0000000000000ULL)
			return __math_divzero(ix >> 63);
		if (ax > 0x7ff0000000000000ULL)
			return x + x;
		return __math_invalid(x);
	}
	h1 = __log1p_dd(a, &l1);
	h2 = __log1p_dd(-a, &l2);
	h = __two_sum(h1, -h2, &e);
	r = 0.5 * h + 0.5 * (e + l1 - l2);
	return ix >> 63 ? -r : r;
}
