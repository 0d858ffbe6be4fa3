#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double asinhl(long double x)
{
	long double z;
	if (isnan(x))
		return x + x;
	if (fabsl(x) < 0x1p-60L || isinf(x))
		return x;
	if (fabsl(x) < 0x1p1000L)
		return asinh((double)x);
	z = logl(fabsl(x)) + LN2L;
	return x < 0 ? -z : z;
}
