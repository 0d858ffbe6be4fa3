#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double coshl(long double x)
{
	if (isnan(x))
		return x + x;
	if (isinf(x))
		return fabsl(x);
	long double z;
	if (fabsl(x) < 1)
		return cosh((double)x);
	z = expl(fabsl(x) - LN2L);
	return fabsl(x) < 40 ? z + 0.25L / z : z;
}
