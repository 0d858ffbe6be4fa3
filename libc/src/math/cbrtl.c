#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double cbrtl(long double x)
{
	int e, k;
	long double m;
	if (!isfinite(x) || x == 0 || (fabsl(x) >= 0x1p-1000L && fabsl(x) <= 0x1p1000L))
		return cbrt((double)x);
	m = __ld_reduce(x, &e);
	k = e >= 0 ? e / 3 : -((2 - e) / 3);
	m = __ld_scale(cbrt((double)__ld_scale(m, e - 3 * k)), k);
	return x < 0 ? -m : m;
}
