#include "libm_ld.h"

/* __atanl_dd of |x|, or of 1/|x| (as hi + lo) subtracted from pi/2;
 * within 0.51 ulp. */
long double atanl(long double x)
{
	long double ax = fabsl(x), h, l, t, tl, e;

	if (isnan(x))
		return x + x;
	if (ax < LDBL_EPSILON) {
		if (x != 0 && ax < LDBL_MIN)
			FORCE_EVAL(x * x);
		return x;
	}
	if (ax <= 1) {
		h = __atanl_dd(ax, 0, &l);
	} else if (ax < 0x1p240L) {
		t = __l_div_dd(1, 0, ax, 0, &tl);
		h = __atanl_dd(t, tl, &l);
		h = __l_two_sum(PIO2LD_HI, -h, &e);
		l = e + PIO2LD_LO - l;
	} else {
		h = PIO2LD_HI;
		l = PIO2LD_LO;
	}
	h += l;
	return x < 0 ? -h : h;
}
