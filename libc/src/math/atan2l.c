#include "libm_dd.h"

/* Interim (docs/libc-status.md): evaluated in double, so the error is
 * about 2^-53 relative, not the long double ulp. */
long double atan2l(long double y, long double x)
{
	int ex, ey, e;
	if (x != x || y != y || x - x != 0 || y - y != 0 || x == 0 || y == 0)
		return atan2((double)y, (double)x);
	__ld_reduce(x, &ex);
	__ld_reduce(y, &ey);
	e = ex > ey ? ex : ey;
	return atan2((double)__ld_scale(y, -e), (double)__ld_scale(x, -e));
}
