#include "libm_ld.h"

/* Below 2^-8.5 the Taylor series of __expl_core in x itself (its last
 * rounding is the only large error); beyond, e^x from __expl_dd as hi + lo
 * and 2^e hi - 1 summed exactly, so the cancellation up to x = -ln2/256
 * (a factor 2^8.5) acts on an error of 2^-(p+14). */
long double expm1l(long double x)
{
	static const long double c[] = EXPL_POLY;
	long double q, h, l, s, t;
	int i, e;

	if (isnan(x))
		return x + x;
	if (isinf(x))
		return x > 0 ? x : -1;
	if (x > 11357)
		return __math_oflowl(0);
	if (x < -(LDBL_MANT_DIG + 3))
		return 0x1p-200L - 1;
	if (fabsl(x) < 0x1.6p-9L) {
		if (fabsl(x) < LDBL_EPSILON / 4) {
			if (x != 0 && fabsl(x) < LDBL_MIN)
				FORCE_EVAL(x * x);
			return x;
		}
		q = c[EXPL_DEG - 2];
		for (i = EXPL_DEG - 3; i >= 0; i--)
			q = q * x + c[i];
		return x + x * x * q;
	}
	h = __expl_dd(x, 0, &l, &e);
	if (e > LDBL_MANT_DIG + 8)
		return __l_scale(h, l, e);
	h *= __l_pow2(e);
	l *= __l_pow2(e);
	s = __l_two_sum(h, -1, &t);
	return s + (t + l);
}
