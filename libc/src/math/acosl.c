#include "libm_ld.h"

/* acos x = pi/2 - asin x up to sqrt(1/2) in magnitude, atan(sqrt(1 - x^2)/|x|)
 * beyond (pi minus it for x < 0), with the same hi + lo steps as asinl:
 * within 0.51 ulp, also next to 1. */
long double acosl(long double x)
{
	long double ax = fabsl(x), h, l, s, sl, t, tl, e;

	if (isnan(x))
		return x + x;
	if (ax > 1)
		return __math_invalidl(x);
	if (ax < LDBL_EPSILON)
		return PIO2LD_HI + (PIO2LD_LO - x);
	h = __l_two_sum(1, ax, &l);
	t = __l_two_sum(1, -ax, &tl);
	h = __l_mul_dd(t, tl, h, l, &l);
	if (h == 0)
		return x > 0 ? 0 : PIL_HI + PIL_LO;
	s = __l_sqrt_dd(h, l, &sl);
	if (ax <= s) {
		t = __l_div_dd(ax, 0, s, sl, &tl);
		h = __atanl_dd(t, tl, &l);
		if (x > 0)
			h = -h, l = -l;
		h = __l_two_sum(PIO2LD_HI, h, &e);
		return h + (e + PIO2LD_LO + l);
	}
	t = __l_div_dd(s, sl, ax, 0, &tl);
	h = __atanl_dd(t, tl, &l);
	if (x > 0)
		return h + l;
	h = __l_two_sum(PIL_HI, -h, &e);
	return h + (e + PIL_LO - l);
}
