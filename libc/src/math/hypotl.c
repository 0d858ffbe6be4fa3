#include "libm_dd.h"

/* Interim (docs/libc-status.md): evaluated in double, so the error is
 * about 2^-53 relative, not the long double ulp. */
long double hypotl(long double x, long double y)
{
	int ex, ey, e;
	long double a = x < 0 ? -x : x, b = y < 0 ? -y : y;
	if (a - a != 0 || b - b != 0 || a == 0 || b == 0)
		return a - a != 0 && a == a ? a : b - b != 0 && b == b ? b : a == 0 ? b + a : a + b;
	__ld_reduce(a, &ex);
	__ld_reduce(b, &ey);
	e = ex > ey ? ex : ey;
	return __ld_check(__ld_scale(hypot((double)__ld_scale(a, -e), (double)__ld_scale(b, -e)), e), 1);
}
