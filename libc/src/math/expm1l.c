#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double expm1l(long double x)
{
	if (isnan(x))
		return x + x;
	if (fabsl(x) < 0x1p-60L)
		return x;
	if (fabsl(x) >= 1)
		return expl(x) - 1;
	return expm1((double)x);
}
