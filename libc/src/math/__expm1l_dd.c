#include "libm_ld.h"

/* Below 2^-8.5 the Taylor series of __expl_core in x itself, x + x^2 q
 * with x^2 q at most 2^-9.5 of it; beyond, e^x from __expl_dd as hi + lo
 * and 2^e hi - 1 summed exactly, so the cancellation up to x = -ln2/256
 * (a factor 2^8.5) acts on an error of 2^-(p+14). */
long double __expm1l_dd(long double x, long double *lo)
{
	static const long double c[] = EXPL_POLY;
	long double h, l, s, t;
	int e;

	if (fabsl(x) < 0x1.6p-9L)
		return __l_fast_two_sum(x, x * x * __l_poly(c, EXPL_DEG - 1, x), lo);
	h = __expl_dd(x, 0, &l, &e);
	h *= __l_pow2(e);
	l *= __l_pow2(e);
	s = __l_two_sum(h, -1, &t);
	return __l_fast_two_sum(s, t + l, lo);
}
