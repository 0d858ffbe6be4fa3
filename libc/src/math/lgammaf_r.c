#define _GNU_SOURCE
#include "libm_dd.h"

/* lgammaf_r(x): the double-double lgamma rounded once to float (not
 * proven correctly rounded: no exhaustive screen yet). */
float lgammaf_r(float x, int *sign)
{
	double h, l;
	float r;
	*sign = 1;
	if (!isfinite(x))
		return x * x;
	if (x <= 0 && floorf(x) == x) {
		if (signbit(x))
			*sign = -1;
		return __math_divzerof(0);
	}
	h = __lgamma_dd(x, &l, sign);
	r = __dd_to_float(h, l);
	if (isinf(r))
		return __math_oflowf(0);
	return r;
}
