#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp)
 * and about 2^-50 near long double's underflow threshold (x near 107, where
 * e^(-x^2) is taken by expl of a rounded x^2) */
long double erfcl(long double x)
{
	double g, gl;
	if (isnan(x))
		return x + x;
	if (x < 26)
		return erfc((double)x);
	if (x > 110)
		return __math_uflowl(0);
	/* past double's range: e^(-x^2) erfc(x) e^(x^2) */
	g = __erfc_scaled((double)x, &gl);
	return __ld_check(expl(-(x * x)) * g, x);
}
