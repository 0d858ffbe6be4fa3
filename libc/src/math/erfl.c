#include "libm_ld.h"

/* erf(x): 2x/sqrt(pi) below 2^-64 (the next term is x^2/3 of it), the
 * series of __erfl_dd below 2, 1 - erfc(|x|) from __erfcl_dd up to
 * 10 (erfc(10) is 2^-149), +-1 beyond; each rounded once. */
long double erfl(long double x)
{
	long double a = fabsl(x), h, l, t, s, p;
	int e;

	if (isnan(x))
		return x + x;
	if (a < 0x1p-64L) {
		if (x == 0)
			return x;
		/* a 2/sqrt(pi) as a pair with a in [1, 2), rounded once by
		 * __l_scale, also below the normal range */
		e = ilogbl(a);
		s = scalbnl(a, -e);
		p = __l_two_prod(s, TWO_SQRTPIL_HI, &t);
		h = __l_scale(p, t + s * TWO_SQRTPIL_LO, e);
		return x < 0 ? -h : h;
	}
	if (a < 2) {
		h = __erfl_dd(a, &l, &e);
		h = (h + l) * __l_pow2(e);
	} else if (a < 10) {
		h = __erfcl_dd(a, &l, &e, 0);
		s = __l_pow2(e);
		h = __l_fast_two_sum(1, -h * s, &t);
		h += t - l * s;
	} else {
		h = 1 - 0x1p-200L;
	}
	return x < 0 ? -h : h;
}
