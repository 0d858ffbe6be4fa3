#include "libm_dd.h"

/* |x| < 1/32: the Taylor series through x^11 (truncation 2^-60). Up to
 * 22: (e^x - e^-x)/(e^x + e^-x) with e^x a double-double and both the
 * inverse and the quotient corrected once. Above, +-1 (inexact).
 * Error < 0.52 ulp. */
double tanh(double x)
{
	uint64_t ix = asuint64(x), ax = ix & 0x7fffffffffffffffULL;
	double a = asdouble(ax), z, r, eh, el, q, ql, p, pl, nh, nl, dh, dl;

	if (ax < 0x3fa0000000000000ULL) {
		if (ax < 0x3e40000000000000ULL) {
			if (ax < 0x0010000000000000ULL && ax)
				FORCE_EVAL(x * x);
			return x;
		}
		z = x * x;
		return x + x * z * (-0x1.5555555555555p-2 + z * (0x1.1111111111111p-3
			+ z * (-0x1.ba1ba1ba1ba1cp-5 + z * (0x1.664f4882c10fap-6 + z * -0x1.226e355e6c23dp-7))));
	}
	if (ax >= 0x4036000000000000ULL) {
		if (ax > 0x7ff0000000000000ULL)
			return x + x;
		r = 1.0 - 0x1p-100;
	} else {
		eh = __exp_dd(a, &el);
		q = 1.0 / eh;
		p = __two_prod(q, eh, &pl);
		ql = ((1.0 - p) - pl - q * el) / eh;
		nh = __two_sum(eh, -q, &nl);
		nl += el - ql;
		dh = __two_sum(eh, q, &dl);
		dl += el + ql;
		r = nh / dh;
		p = __two_prod(r, dh, &pl);
		r += ((nh - p) - pl + nl - r * dl) / dh;
	}
	return ix >> 63 ? -r : r;
}
