#include "libm_ld.h"

/* |x| = m 2^(3k), m in [1, 8); the double cbrt of m (2^-53) and two
 * Newton steps y - (y^3 - m)/(3 y^2) with y^3 - m as hi + lo (each step
 * doubles the bits: 2^-106, then below 2^-2p): within 0.51 ulp, and
 * exact cubes come out exact. */
long double cbrtl(long double x)
{
	long double ax = fabsl(x), m, y, yl, ph, pl, rh, rl, c;
	int ex, k, i;

	if (!isfinite(x) || x == 0)
		return x + x;
	ex = __l_bexp(ax);
	if (ex == 0) {
		ax *= 0x1p120L;
		ex = __l_bexp(ax) - 120;
	}
	ex -= 0x3fff;
	k = ex >= 0 ? ex / 3 : -((2 - ex) / 3);
	m = __l_setexp1(ax) * (long double)(1 << (ex - 3 * k));
	y = cbrt((double)m);
	yl = 0;
	for (i = 0; i < 2; i++) {
		ph = __l_mul_dd(y, yl, y, yl, &pl);
		ph = __l_mul_dd(ph, pl, y, yl, &pl);
		rh = __l_two_sum(ph, -m, &rl);
		c = (rh + (rl + pl)) / (3 * y * y);
		y = __l_two_sum(y, yl - c, &yl);
	}
	y = __l_scale(y, yl, k);
	return x < 0 ? -y : y;
}
