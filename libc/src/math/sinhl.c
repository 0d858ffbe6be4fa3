#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double sinhl(long double x)
{
	long double z;
	if (isnan(x))
		return x + x;
	if (fabsl(x) < 0x1p-60L || isinf(x))
		return x;
	if (fabsl(x) < 1)
		return sinh((double)x);
	z = expl(fabsl(x) - LN2L);
	if (fabsl(x) < 40)
		z -= 0.25L / z;
	return x < 0 ? -z : z;
}
