#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double expl(long double x)
{
	long k;
	if (isnan(x))
		return x + x;
	if (fabsl(x) < 1)
		return exp((double)x);
	if (isinf(x))
		return x > 0 ? x : 0;
	if (x > 11357)
		return __math_oflowl(0);
	if (x < -11450)
		return __math_uflowl(0);
	/* rounding a large x to double would cost |x|*2^-53: reduce first */
	k = (long)(x * LOG2EL + (x < 0 ? -0.5L : 0.5L));
	return __ld_check(__ld_scale(exp((double)(x - k * LN2L)), (int)k), x);
}
