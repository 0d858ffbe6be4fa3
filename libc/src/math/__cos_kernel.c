#include "libm_dd.h"

/* cos(x + y) = 1 - x^2/2 + x^4*C(x^2) - x*y, |x| <= pi/4 (+ 2^-11), with
 * x^2/2 and 1 - x^2/2 kept exact as double-doubles: error < 0.52 ulp. */
double __cos_kernel(double x, double y)
{
	double hl, h = __two_prod(x, x, &hl), z = h, w, wl;
	double c = 0x1.5555555555555p-5 + z * (-0x1.6c16c16c16c16p-10 + z * (0x1.a01a01a019d07p-16
		+ z * (-0x1.27e4fb7712792p-22 + z * (0x1.1eed8deaf5e02p-29 + z * (-0x1.9394b90c7fb55p-37
		+ z * 0x1.ab77c3f3afb05p-45)))));
	w = __fast_two_sum(1.0, -0.5 * h, &wl);
	return w + (wl - 0.5 * hl + (z * z * c - x * y));
}
