#include "libm_dd.h"

/* Up to 22: (e^x + e^-x)/2 with e^x a double-double and its inverse
 * corrected once (no cancellation). Above, e^|x|/2 as exp builds it.
 * Error < 0.52 ulp. */

hidden double __exp_half(double a);

double cosh(double x)
{
	uint64_t ax = asuint64(x) & 0x7fffffffffffffffULL;
	double a = asdouble(ax), eh, el, q, ql, p, pl, s, e;

	if (ax < 0x3e50000000000000ULL)
		return ax ? 1.0 + 0x1p-60 : 1.0; /* |x| < 2^-26: 1 + x^2/2 rounds as this */
	if (ax >= 0x4036000000000000ULL) {
		if (ax >= 0x7ff0000000000000ULL)
			return a + a;
		if (a > 0x1.633ce8fb9f87ep+9)
			return __math_oflow(0);
		return __exp_half(a);
	}
	eh = __exp_dd(a, &el);
	q = 1.0 / eh;
	p = __two_prod(q, eh, &pl);
	ql = ((1.0 - p) - pl - q * el) / eh;
	s = __two_sum(eh, q, &e);
	return 0.5 * s + 0.5 * (e + el + ql);
}
