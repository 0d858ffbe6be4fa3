#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double log1pl(long double x)
{
	if (isnan(x))
		return x + x;
	if (x < -0.5L)
		return logl(1 + x); /* exact sum; logl does the domain */
	if (fabsl(x) < 0x1p-60L)
		return x;
	if (x > 0x1p1000L)
		return logl(x);
	return log1p((double)x);
}
