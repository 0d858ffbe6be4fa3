#define _GNU_SOURCE
#include "libm_ld.h"

/* 10^x = e^(x ln10) with x ln10 as hi + lo (exact product plus x times
 * the tail of ln10, about 2^-2p |x| absolute), then as expl. */
long double exp10l(long double x)
{
	long double xh, xl, h, l;
	int e;

	if (isnan(x))
		return x + x;
	if (isinf(x))
		return x > 0 ? x : 0;
	if (x > 4933)
		return __math_oflowl(0);
	if (x < -4970)
		return __math_uflowl(0);
	if (fabsl(x) < LDBL_EPSILON * 0x1p-8L)
		return 1 + x;
	xh = __l_two_prod(x, LN10L_HI, &xl);
	xl += x * LN10L_LO;
	h = __expl_dd(xh, xl, &l, &e);
	return __l_scale(h, l, e);
}

weak_alias(exp10l, pow10l);
