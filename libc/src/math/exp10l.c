#define _GNU_SOURCE
#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double exp10l(long double x)
{
	long k;
	if (isnan(x))
		return x + x;
	if (fabsl(x) < 0.25L)
		return exp10((double)x);
	if (isinf(x))
		return x > 0 ? x : 0;
	if (x > 4933)
		return __math_oflowl(0);
	if (x < -4970)
		return __math_uflowl(0);
	k = (long)(x * 0x1.a934f0979a3715fc9257edfe9b60p+1L + (x < 0 ? -0.5L : 0.5L));
	return __ld_check(__ld_scale(exp10((double)(x - k * 0x1.34413509f79fef311f12b35816f9p-2L)), (int)k), x);
}

weak_alias(exp10l, pow10l);
