#include "libm_dd.h"

/* sin(x + y) = x - x^3/6 + x^5*S(x^2) + y*(1 - x^2/2), |x| <= pi/4
 * (+ 2^-11), |y| <= ulp(x)/2, S a near-minimax fit (error 2^-66 relative
 * to the x^3 term). x - x^3/6 is summed as a double-double, so the
 * result is rounded about once: error < 0.56 ulp. */
double __sin_kernel(double x, double y)
{
	double zl, z = __two_prod(x, x, &zl), wl, w = __two_prod(z, x, &wl), c, cl, h, l;
	double s = 0x1.1111111111110p-7 + z * (-0x1.a01a01a019931p-13 + z * (0x1.71de3a545fc43p-19
		+ z * (-0x1.ae64541159a25p-26 + z * (0x1.61217deb56406p-33 + z * -0x1.ab172a3796c21p-41))));
	wl += zl * x;
	c = __two_prod(w, -0x1.5555555555555p-3, &cl);
	cl -= w * 0x1.5555555555555p-57 + wl * 0x1.5555555555555p-3;
	h = __fast_two_sum(x, c, &l);
	return h + (l + cl + w * z * s + y * (1.0 - 0.5 * z));
}
