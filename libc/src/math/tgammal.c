#define _GNU_SOURCE
#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double
 * ulp); beyond double's range (171.7 < x < 1755) e^lgammal(x), about
 * 2^-40 relative there */
long double tgammal(long double x)
{
	double xd = (double)x;
	long double d = x - xd, g;
	if (!isfinite(x))
		return x == -INFINITY ? __math_invalidl(x) : x + x;
	if (x == 0)
		return __math_divzerol(signbit(x));
	if (x < 0 && floorl(x) == x)
		return __math_invalidl(x);
	if (fabsl(x) < 0x1p-60L)
		return 1 / x - 0.57721566490153286060651209008240243L;
	if (x > 171.5L) {
		if (x > 1755.5L)
			return __math_oflowl(0);
		return __ld_check(expl(lgammal_r(x, &(int){0})), x);
	}
	if (x < -1800) {
		/* |gamma(x)| below long double's range; the sign is sin(pi x)'s */
		long double f = x - rintl(x);
		return __math_uflowl((fmodl(rintl(x), 2) != 0) != (f < 0));
	}
	if (x < 0 && (floor(xd) == xd || x < -171.5L)) {
		/* x rounds to a pole in double, or the result is below double's
		 * range: gamma(x) = pi / (sin(pi x) gamma(1 - x)) in long double */
		long double f = x - rintl(x);
		int odd = fmodl(rintl(x), 2) != 0;
		long double s = sin(M_PI * (double)f) * (odd ? -1.0L : 1.0L);
		return __ld_check(3.14159265358979323846264338327950288L / (s * tgammal(1 - x)), x);
	}
	g = tgamma(xd);
	if (d != 0) {
		/* the part of x that double dropped: gamma'(x) = gamma(x) psi(x),
		 * psi from lgamma by a central difference */
		double hh = fabs(xd) * 0x1p-20;
		int s;
		double psi = (lgamma_r(xd + hh, &s) - lgamma_r(xd - hh, &s)) / (2 * hh);
		g += g * psi * d;
	}
	return g;
}
