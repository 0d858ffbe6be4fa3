#define _GNU_SOURCE
#include "libm_dd.h"

/* Interim (docs/libc-status.md): evaluated in double, so the error is
 * about 2^-53 relative, not the long double ulp. */
long double exp10l(long double x)
{
	long k;
	if (x == x && x < 300 && x > -300)
		return exp10((double)x);
	if (x != x || x - x != 0)
		return x > 0 || x != x ? x + x : 0;
	if (x > 4933)
		return __math_oflowl(0);
	if (x < -4960)
		return __math_uflowl(0);
	k = (long)(x * 0x1.a934f0979a3715fc9257edfe9b60p+1L);
	return __ld_check(__ld_scale(exp10((double)(x - k * 0x1.34413509f79fef311f12b35816f9p-2L)), (int)k), x);
}

weak_alias(exp10l, pow10l);
