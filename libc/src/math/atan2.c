#include "libm_dd.h"

/* The special cases of C11 F.10.1.4; then both arguments scaled alike so
 * the smaller over the larger is a double-double in [2^-61, 1], the
 * atan kernel, and the quadrant added in double-double. Error < 0.52 ulp. */

#define PIO2_HI 0x1.921fb54442d18p+0
#define PIO2_LO 0x1.1a62633145c07p-54
#define PI_HI 0x1.921fb54442d18p+1
#define PI_LO 0x1.1a62633145c07p-53

static double pi_minus(double h, double l)
{
	double e, s = __two_sum(PI_HI, -h, &e);
	return s + (e + (PI_LO - l));
}

double atan2(double y, double x)
{
	uint64_t ix = asuint64(x), iy = asuint64(y);
	uint64_t ax = ix & 0x7fffffffffffffffULL, ay = iy & 0x7fffffffffffffffULL;
	int ex = ax >> 52, ey = ay >> 52, xneg = ix >> 63;
	double r, a, b, q, ql, p, pl, h, l, e;

	if (ax > 0x7ff0000000000000ULL || ay > 0x7ff0000000000000ULL)
		return x + y;
	if (ay == 0)
		return xneg ? (iy >> 63 ? -PI_HI - PI_LO : PI_HI + PI_LO) : y;
	if (ax == 0x7ff0000000000000ULL) {
		if (ay == 0x7ff0000000000000ULL)
			r = xneg ? 3 * (PIO2_HI / 2) + 3 * (PIO2_LO / 2) : PIO2_HI / 2 + PIO2_LO / 2;
		else
			r = xneg ? PI_HI + PI_LO : 0.0;
	} else if (ax == 0 || ay == 0x7ff0000000000000ULL || ey - ex > 60) {
		r = PIO2_HI + PIO2_LO;
	} else if (ex - ey > 60) {
		if (xneg)
			r = PI_HI + PI_LO;
		else {
			r = asdouble(ay) / asdouble(ax);
			if (r < 0x1p-1022)
				FORCE_EVAL(r * r);
		}
	} else {
		double sc;
		a = asdouble(ax);
		b = asdouble(ay);
		if ((ex > ey ? ex : ey) == 0 || (ex > ey ? ex : ey) > 1500) {
			sc = (ex > ey ? ex : ey) ? 0x1p-600 : 0x1p600;
			a *= sc;
			b *= sc;
			ex = asuint64(a) >> 52;
			ey = asuint64(b) >> 52;
		}
		/* the larger into [1, 2); the smaller stays above 2^-62 */
		sc = asdouble((uint64_t)(2046 - (ex > ey ? ex : ey)) << 52);
		a *= sc;
		b *= sc;
		if (b <= a) {
			q = b / a;
			p = __two_prod(q, a, &pl);
			ql = ((b - p) - pl) / a;
			h = __atan_dd(q, ql, &l);
			r = xneg ? pi_minus(h, l) : h + l;
		} else {
			q = a / b;
			p = __two_prod(q, b, &pl);
			ql = ((a - p) - pl) / b;
			h = __atan_dd(q, ql, &l);
			/* pi/2 -+ atan(|x|/|y|) */
			if (xneg)
				h = __two_sum(PIO2_HI, h, &e), r = h + (e + (PIO2_LO + l));
			else
				h = __two_sum(PIO2_HI, -h, &e), r = h + (e + (PIO2_LO - l));
		}
	}
	return iy >> 63 ? -r : r;
}
