#include "libm_dd.h"

/* tan(x + y) = x + x^3/3 + x^5*T(x^2) + y*(1 + tan^2), |x| <= pi/4
 * (+ 2^-11), T a near-minimax fit (error 2^-60 relative), x + x^3/3 as a
 * double-double. For odd n the result is -1/tan, from the double-double
 * tan with one correction step. Error below 0.64 ulp (40,000 random
 * x in [0.75, pi/4] against 200-bit tan: 0.631). */
double __tan_kernel(double x, double y, int odd)
{
	double zl, z = __two_prod(x, x, &zl), wl, w = __two_prod(z, x, &wl), c, cl, h, l, q, p, pl, r;
	double t = 0x1.111111111111bp-3 + z * (0x1.ba1ba1ba1a4d1p-5 + z * (0x1.664f48835147ep-6
		+ z * (0x1.226e353e6fdd6p-7 + z * (0x1.d6d3d96fc03acp-9 + z * (0x1.7da2a49ed3babp-10
		+ z * (0x1.3563b0c65d363p-11 + z * (0x1.f48077a7fbbf7p-13 + z * (0x1.9e5271cc7be09p-14
		+ z * (0x1.1c5445cd33e37p-15 + z * (0x1.c7db83bd0bd91p-16 + z * (-0x1.58d64f48db756p-17
		+ z * (0x1.48e5b6fecb706p-16 + z * (-0x1.481d8c72bae86p-17 + z * 0x1.098df5b3fb231p-18)))))))))))));
	wl += zl * x;
	c = __two_prod(w, 0x1.5555555555555p-2, &cl);
	cl += w * 0x1.5555555555555p-56 + wl * 0x1.5555555555555p-2;
	h = __two_sum(x, c, &l);
	/* x^5 T reaches 5 % of the result near pi/4, where each 2^-53
	 * relative error of it costs 0.05 ulp: w's and z's low parts go in
	 * (without them the error reached 0.763 ulp, at the reduction of
	 * -0x1.843ffcp+78). */
	l += cl + (w * z * t + (wl * z + w * zl) * t);
	l += y * (1.0 + h * h);
	h = __fast_two_sum(h, l, &l);
	if (!odd)
		return h + l;
	/* -1/(h + l) = q * (1 + r + q*l) with q = -1/h and r = 1 + q*h exact */
	q = -1.0 / h;
	p = __two_prod(q, h, &pl);
	r = (1.0 + p) + pl;
	return q + q * (r + q * l);
}
