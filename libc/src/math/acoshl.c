#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double acoshl(long double x)
{
	double t;
	if (isnan(x))
		return x + x;
	if (x < 1)
		return __math_invalidl(x);
	if (isinf(x))
		return x;
	if (x > 0x1p1000L)
		return logl(x) + LN2L;
	if (x > 1.5L)
		return acosh((double)x);
	/* near 1, from t = x - 1 (exact), not from x rounded */
	t = (double)(x - 1);
	return log1p(t + sqrt(2 * t + t * t));
}
