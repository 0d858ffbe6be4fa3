#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double exp2l(long double x)
{
	long k;
	if (isnan(x))
		return x + x;
	if (fabsl(x) < 1)
		return exp2((double)x);
	if (isinf(x))
		return x > 0 ? x : 0;
	if (x >= 16384)
		return __math_oflowl(0);
	if (x < -16500)
		return __math_uflowl(0);
	k = (long)x;
	return __ld_check(__ld_scale(exp2((double)(x - k)), (int)k), x);
}
