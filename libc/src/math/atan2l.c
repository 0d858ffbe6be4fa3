#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double atan2l(long double y, long double x)
{
	int ex, ey;
	if (isnan(x) || isnan(y))
		return x + y;
	if (isinf(x) || isinf(y) || x == 0 || y == 0) {
		/* only the signs of the finite nonzero one matter */
		if (isfinite(x) && x != 0)
			x = x < 0 ? -1 : 1;
		if (isfinite(y) && y != 0)
			y = y < 0 ? -1 : 1;
		return atan2((double)y, (double)x);
	}
	__ld_reduce(x, &ex);
	__ld_reduce(y, &ey);
	if (ey - ex < -1000 && x > 0)
		return y / x; /* atan of a ratio below 2^-1000 is the ratio */
	if (ey - ex < -1000 || ey - ex > 1000)
		return atan2((double)(y < 0 ? -1 : 1), (double)(ey > ex ? 0 : x < 0 ? -1 : 1));
	ex = ex > ey ? ex : ey;
	return atan2((double)__ld_scale(y, -ex), (double)__ld_scale(x, -ex));
}
