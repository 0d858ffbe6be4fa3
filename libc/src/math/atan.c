#include "libm_dd.h"

/* |x| <= 1: the double-double kernel; above, pi/2 - atan(1/|x|) with
 * 1/|x| carried as a double-double. Error < 0.51 ulp. */

#define PIO2_HI 0x1.921fb54442d18p+0
#define PIO2_LO 0x1.1a62633145c07p-54

double atan(double x)
{
	uint64_t ix = asuint64(x), ax = ix & 0x7fffffffffffffffULL;
	double a = asdouble(ax), h, l, u, ul, p, pl, r;

	if (ax < 0x3e40000000000000ULL) {
		/* |x| < 2^-27: x - x^3/3 rounds to x */
		if (ax < 0x0010000000000000ULL && ax)
			FORCE_EVAL(x * x);
		return x;
	}
	if (ax <= 0x3ff0000000000000ULL) {
		h = __atan_dd(a, 0.0, &l);
		r = h + l;
	} else if (ax < 0x43b0000000000000ULL) {
		u = 1.0 / a;
		p = __two_prod(u, a, &pl);
		ul = ((1.0 - p) - pl) / a;
		h = __atan_dd(u, ul, &l);
		h = __two_sum(PIO2_HI, -h, &u);
		r = h + (u + (PIO2_LO - l));
	} else {
		if (ax > 0x7ff0000000000000ULL)
			return x + x;
		r = PIO2_HI + PIO2_LO;
	}
	return ix >> 63 ? -r : r;
}
