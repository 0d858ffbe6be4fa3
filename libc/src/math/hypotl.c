#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double hypotl(long double x, long double y)
{
	int ex, ey, e;
	long double a = fabsl(x), b = fabsl(y);
	if (isinf(a) || isinf(b))
		return INFINITY;
	if (isnan(a) || isnan(b))
		return x + y;
	if (a == 0 || b == 0)
		return a + b;
	__ld_reduce(a, &ex);
	__ld_reduce(b, &ey);
	e = ex > ey ? ex : ey;
	return __ld_check(__ld_scale(hypot((double)__ld_scale(a, -e), (double)__ld_scale(b, -e)), e), 1);
}
