#include "libm_dd.h"

/* tgammaf(x): the double-double gamma rounded once to float (not proven
 * correctly rounded: no exhaustive screen yet). */
float tgammaf(float x)
{
	double h, l;
	float r;
	int k;
	if (!isfinite(x))
		return x == -INFINITY ? __math_invalidf(x) : x + x;
	if (x == 0)
		return __math_divzerof(signbit(x));
	if (x < 0 && floorf(x) == x)
		return __math_invalidf(x);
	if (x > 35.05f)
		return __math_oflowf(0);
	if (x < -50) {
		h = __sinpi_dd(x, &l);
		return __math_uflowf(h < 0);
	}
	if (fabsf(x) < 0x1p-60f) {
		h = 1 / (double)x;
		l = -0x1.2788cfc6fb619p-1;
	} else if (x > 0) {
		h = __tgamma_pos_dd(x, &l, &k);
	} else {
		h = __tgamma_neg_dd(x, &l, &k);
	}
	r = __dd_to_float(h, l);
	if (isinf(r) || r == 0)
		errno = ERANGE;
	return r;
}
