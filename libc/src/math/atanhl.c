#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double atanhl(long double x)
{
	if (isnan(x))
		return x + x;
	if (fabsl(x) < 0x1p-60L)
		return x;
	if (fabsl(x) < 0.5L || isnan(x))
		return atanh((double)x);
	/* near +-1 the rounding to double would reach the pole */
	return 0.5L * (log1pl(x) - log1pl(-x));
}
