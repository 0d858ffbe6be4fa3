#include "libm_dd.h"

/* |x| <= 1/2: pi/2 - asin(x). x > 1/2: 2*asin(sqrt((1-x)/2)); x < -1/2:
 * pi - 2*asin(sqrt((1+x)/2)), all in double-double. Error < 0.55 ulp. */

#define PIO2_HI 0x1.921fb54442d18p+0
#define PIO2_LO 0x1.1a62633145c07p-54
#define PI_HI 0x1.921fb54442d18p+1
#define PI_LO 0x1.1a62633145c07p-53

double acos(double x)
{
	uint64_t ix = asuint64(x), ax = ix & 0x7fffffffffffffffULL;
	double h, l, e;

	if (ax < 0x3fe0000000000000ULL) {
		if (ax < 0x3c80000000000000ULL)
			return PIO2_HI + PIO2_LO; /* |x| < 2^-55 */
		h = __two_sum(PIO2_HI, -x, &e);
		return h + (e + (PIO2_LO - x * (x * x) * __asin_poly(x * x)));
	}
	if (ax >= 0x3ff0000000000000ULL) {
		if (ix == 0x3ff0000000000000ULL)
			return 0.0;
		if (ix == 0xbff0000000000000ULL)
			return PI_HI + PI_LO;
		return __math_invalid(x);
	}
	if (!(ix >> 63)) {
		h = __asin_sqrt((1.0 - x) * 0.5, &l);
		return 2 * h + 2 * l;
	}
	h = __asin_sqrt((1.0 + x) * 0.5, &l);
	h = __two_sum(PI_HI, -2 * h, &e);
	return h + (e + (PI_LO - 2 * l));
}
