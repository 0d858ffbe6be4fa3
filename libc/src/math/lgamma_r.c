#define _GNU_SOURCE
#include "libm_dd.h"

/* lgamma_r(x): the double-double lgamma of __lgamma_dd.c rounded once,
 * within 0.51 ulp, next to the zeros below -2 too (docs/libm.md gives
 * the argument and the measured bound). */
double lgamma_r(double x, int *sign)
{
	double h, l, r;
	*sign = 1;
	if (!isfinite(x))
		return x * x;
	if (x <= 0 && floor(x) == x) {
		/* a pole: gamma's sign is left open; glibc says -1 for -0 */
		if (signbit(x))
			*sign = -1;
		return __math_divzero(0);
	}
	if (x > 0x1.754d9278b51a7p+1014)
		return __math_oflow(0);
	h = __lgamma_dd(x, &l, sign);
	r = h + l;
	if (isinf(r))
		return __math_oflow(0);
	return r;
}
