#define _GNU_SOURCE
#include "libm_ld.h"

/* gamma(x) = +-e^lgamma(x), lgamma(x) as a pair from __lgammal_dd
 * (absolute error about 2^-(p+5)), e^ by __expl_dd and rounded once by
 * __l_scale, also below the normal range and at overflow; the factorials
 * that fit exactly are products. */
long double tgammal(long double x)
{
	long double h, l, f;
	int s, e;

	if (!isfinite(x))
		return x == -INFINITY ? __math_invalidl(x) : x + x;
	if (x == 0)
		return __math_divzerol(signbit(x));
	if (x < 0 && floorl(x) == x)
		return __math_invalidl(x);
	if (x > 1755.5L)
		return __math_oflowl(0);
	if (fabsl(x) <= 0x1p-16384L)
		/* 1/x - euler overflows */
		return __math_oflowl(signbit(x));
	if (x < -1790) {
		/* |gamma(x)| < pi / (|x sin(pi x)| gamma(-x)) is below the least
		 * subnormal (|sin(pi x)| >= 2^-(p-11) here) */
		return __math_uflowl(fmodl(floorl(x), 2) != 0);
	}
	if (x == floorl(x) && x <= 24) {
		/* (x-1)! has at most 57 significant bits up to 23! */
		for (f = 1, h = 2; h < x; h++)
			f *= h;
		return f;
	}
	h = __lgammal_dd(x, &l, &s);
	h = __expl_dd(h, l, &l, &e);
	h = __l_scale(h, l, e);
	return s < 0 ? -h : h;
}
