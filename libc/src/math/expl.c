#include "libm_ld.h"

/* e^x from __expl_dd (hi + lo with about p + 14 correct bits) rounded
 * once, then scaled: within 0.51 ulp; results below the normal range are
 * rounded twice (within 0.51 ulp of the subnormal grid as well). */
long double expl(long double x)
{
	long double h, l;
	int e;

	if (isnan(x))
		return x + x;
	if (isinf(x))
		return x > 0 ? x : 0;
	if (x > 11357)
		return __math_oflowl(0);
	if (x < -11500)
		return __math_uflowl(0);
	if (fabsl(x) < LDBL_EPSILON / 4)
		return 1 + x;
	h = __expl_dd(x, 0, &l, &e);
	return __l_scale(h, l, e);
}
