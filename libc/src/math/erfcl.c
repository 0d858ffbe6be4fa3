#include "libm_ld.h"

/* erfc(x): 1 - erf(x) with erf(|x|) as a pair from __erfl_dd below 2
 * (erfc(2) is 2^-7.7, so the pair's 2^-(p+14) stays below 2^-(p+6) of
 * the result); __erfcl_dd from 2 to 108 (erfc(108) is below the least
 * subnormal), scaled and rounded once by __l_scale, also below the
 * normal range; 2 - erfc(|x|) for x <= -2. */
long double erfcl(long double x)
{
	long double a = fabsl(x), h, l, t, s;
	int e;

	if (isnan(x))
		return x + x;
	if (isinf(x))
		return x > 0 ? 0 : 2;
	if (a < 0x1p-120L)
		return 1 - x;
	if (a < 2) {
		h = __erfl_dd(a, &l, &e);
		s = __l_pow2(e);
		h *= s;
		l *= s;
		if (x < 0) {
			h = __l_fast_two_sum(1, h, &t);
			return h + (t + l);
		}
		h = __l_fast_two_sum(1, -h, &t);
		return h + (t - l);
	}
	if (x < 0) {
		if (x < -10)
			return 2 - 0x1p-200L;
		h = __erfcl_dd(a, &l, &e, 0);
		s = __l_pow2(e);
		h = __l_fast_two_sum(2, -h * s, &t);
		return h + (t - l * s);
	}
	if (x > 108)
		return __math_uflowl(0);
	h = __erfcl_dd(a, &l, &e, 1);
	return __l_scale(h, l, e);
}
