#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double asinl(long double x)
{
	if (isnan(x))
		return x + x;
	if (fabsl(x) > 1)
		return __math_invalidl(x); /* 1 + 2^-63 would round to 1 */
	if (fabsl(x) < 0x1p-60L)
		return x;
	return asin((double)x);
}
