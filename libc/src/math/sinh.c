#include "libm_dd.h"

/* |x| < 1/32: the Taylor series through x^9 (truncation 2^-60). Up to
 * 22: (e^x - e^-x)/2 with e^x a double-double and its inverse corrected
 * once (the difference loses at most 5 bits of the 2^-61). Above, e^|x|/2
 * as exp builds it, so near overflow the result is rounded once. Error
 * < 0.53 ulp. */

#define INVLN2N 0x1.71547652b82fep+7
#define LN2N_HI 0x1.62e42fefc0000p-8
#define LN2N_LO -0x1.c610ca86c3899p-44
#define SHIFT 0x1.8p52

/* e^|x|/2 for 22 < |x| <= 710.5 */
hidden double __exp_half(double a)
{
	double kd = a * INVLN2N + SHIFT, r;
	kd -= SHIFT;
	r = a - kd * LN2N_HI - kd * LN2N_LO;
	return __exp_finish((int64_t)kd - EXP_N, __expm1_poly(r));
}

double sinh(double x)
{
	uint64_t ix = asuint64(x), ax = ix & 0x7fffffffffffffffULL;
	double a = asdouble(ax), z, r, eh, el, q, ql, p, pl, s, e;

	if (ax < 0x3fa0000000000000ULL) {
		if (ax < 0x3e50000000000000ULL) {
			if (ax < 0x0010000000000000ULL && ax)
				FORCE_EVAL(x * x);
			return x;
		}
		z = x * x;
		return x + x * z * (0x1.5555555555555p-3 + z * (0x1.1111111111111p-7
			+ z * (0x1.a01a01a01a01ap-13 + z * 0x1.71de3a556c734p-19)));
	}
	if (ax >= 0x4036000000000000ULL) {
		if (ax >= 0x7ff0000000000000ULL)
			return x + x;
		if (a > 0x1.633ce8fb9f87ep+9)
			return __math_oflow(ix >> 63);
		r = __exp_half(a);
	} else {
		eh = __exp_dd(a, &el);
		q = 1.0 / eh;
		p = __two_prod(q, eh, &pl);
		ql = ((1.0 - p) - pl - q * el) / eh;
		s = __two_sum(eh, -q, &e);
		r = 0.5 * s + 0.5 * (e + el - ql);
	}
	return ix >> 63 ? -r : r;
}
