#include "libm_dd.h"

/* Interim (docs/libc-status.md): evaluated in double, so the error is
 * about 2^-53 relative, not the long double ulp. */
long double exp2l(long double x)
{
	long k;
	if (x == x && x < 1000 && x > -1000)
		return exp2((double)x);
	if (x != x || x - x != 0)
		return x > 0 || x != x ? x + x : 0;
	if (x >= 16384)
		return __math_oflowl(0);
	if (x < -16500)
		return __math_uflowl(0);
	k = (long)x;
	return __ld_check(__ld_scale(exp2((double)(x - k)), (int)k), x);
}
