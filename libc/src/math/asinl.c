#include "libm_ld.h"

/* asin x = atan(x / sqrt(1 - x^2)) up to sqrt(1/2), pi/2 - atan(sqrt(1 - x^2)/x)
 * beyond, 1 - x^2 = (1 - x)(1 + x) and the root and quotient as hi + lo
 * (so the result keeps its accuracy next to 1): within 0.51 ulp. */
long double asinl(long double x)
{
	long double ax = fabsl(x), h, l, s, sl, t, tl, e;

	if (isnan(x))
		return x + x;
	if (ax > 1)
		return __math_invalidl(x);
	if (ax < LDBL_EPSILON) {
		if (x != 0 && ax < LDBL_MIN)
			FORCE_EVAL(x * x);
		return x;
	}
	h = __l_two_sum(1, ax, &l);
	t = __l_two_sum(1, -ax, &tl);
	h = __l_mul_dd(t, tl, h, l, &l);
	if (h == 0) {
		h = PIO2LD_HI + PIO2LD_LO;
		return x < 0 ? -h : h;
	}
	s = __l_sqrt_dd(h, l, &sl);
	if (ax <= s) {
		t = __l_div_dd(ax, 0, s, sl, &tl);
		h = __atanl_dd(t, tl, &l);
	} else {
		t = __l_div_dd(s, sl, ax, 0, &tl);
		h = __atanl_dd(t, tl, &l);
		h = __l_two_sum(PIO2LD_HI, -h, &e);
		l = e + PIO2LD_LO - l;
	}
	h += l;
	return x < 0 ? -h : h;
}
