#define _GNU_SOURCE
#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double
 * ulp); the part of x that double drops is added as psi(x) times it, so
 * the zeros at 1 and 2 keep their relative accuracy */
long double lgammal_r(long double x, int *sign)
{
	double xd, hh, psi;
	long double d, r;
	int s;
	*sign = 1;
	if (!isfinite(x))
		return x * x;
	if (x <= 0 && floorl(x) == x) {
		if (signbit(x))
			*sign = -1;
		return __math_divzerol(0);
	}
	if (x < 0 && (fabsl(x) >= 0x1p52L || floor((double)x) == (double)x)) {
		/* beyond double's precision: log(pi) - log|sin(pi x)| -
		 * lgamma(1 - x), sin(pi x) from the exact fraction of x */
		long double f = x - rintl(x);
		int odd = fmodl(rintl(x), 2) != 0;
		double sn = sin(M_PI * (double)f);
		*sign = (sn < 0) != odd ? -1 : 1;
		return 1.14472988584940017414342735135305871L - logl(fabsl((long double)sn))
			- lgammal_r(1 - x, &s);
	}
	if (fabsl(x) < 0x1p-1000L) {
		if (x < 0)
			*sign = -1;
		return -logl(fabsl(x));
	}
	if (x > 0x1p1000L)
		/* Stirling's first terms are all that count */
		return __ld_check((x - 0.5L) * logl(x) - x + 0.91893853320467274178032973640561764L, x);
	xd = (double)x;
	d = x - xd;
	r = lgamma_r(xd, sign);
	if (d != 0) {
		hh = fabs(xd) * 0x1p-20;
		psi = (lgamma_r(xd + hh, &s) - lgamma_r(xd - hh, &s)) / (2 * hh);
		r += psi * d;
	}
	return r;
}
