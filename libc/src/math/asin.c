#include "libm_dd.h"

/* |x| <= 1/2: x + x^3*P(x^2). Above, asin|x| = pi/2 - 2*asin(sqrt((1-|x|)/2))
 * with (1-|x|)/2 exact and the rest in double-double. Error < 0.55 ulp. */

#define PIO2_HI 0x1.921fb54442d18p+0
#define PIO2_LO 0x1.1a62633145c07p-54

double asin(double x)
{
	uint64_t ix = asuint64(x), ax = ix & 0x7fffffffffffffffULL;
	double a = asdouble(ax), h, l, e, r;

	if (ax < 0x3fe0000000000000ULL) {
		if (ax < 0x3e40000000000000ULL) {
			/* |x| < 2^-27: x + x^3/6 rounds to x */
			if (ax < 0x0010000000000000ULL && ax)
				FORCE_EVAL(x * x);
			return x;
		}
		return x + x * (x * x) * __asin_poly(x * x);
	}
	if (ax >= 0x3ff0000000000000ULL) {
		if (ax == 0x3ff0000000000000ULL)
			r = PIO2_HI + PIO2_LO;
		else
			return __math_invalid(x);
	} else {
		h = __asin_sqrt((1.0 - a) * 0.5, &l);
		h = __two_sum(PIO2_HI, -2 * h, &e);
		r = h + (e + (PIO2_LO - 2 * l));
	}
	return ix >> 63 ? -r : r;
}
