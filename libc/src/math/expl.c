#include "libm_dd.h"

/* Interim (docs/libc-status.md): evaluated in double, so the error is
 * about 2^-53 relative, not the long double ulp. */
long double expl(long double x)
{
	long k;
	if (x == x && x < 700 && x > -700)
		return exp((double)x);
	if (x != x || x - x != 0)
		return x > 0 || x != x ? x + x : 0;
	if (x > 11357)
		return __math_oflowl(0);
	if (x < -11400)
		return __math_uflowl(0);
	k = (long)(x * LOG2EL);
	return __ld_check(__ld_scale(exp((double)(x - k * LN2L)), (int)k), x);
}
