#include "libm_dd.h"

/* atan(t) = atan(c) + atan(d), c = i/64 nearest t, d = (t - c)/(1 + t*c)
 * as a double-double (t - c is exact, the division corrected once), |d|
 * <= 1/128, atan(d) by its Taylor series through d^11 (truncation 2^-70
 * relative). Relative error below 2^-62. */
double __atan_dd(double t, double tl, double *lo)
{
	int i = (int)(t * ATAN_N + 0.5);
	double c, n, p, pl, dh, dl, q, ql, qp, qpl, z, s, e, h;

	if (i == 0) {
		z = t * t;
		s = t * z * (-0x1.5555555555555p-2 + z * (0x1.999999999999ap-3 + z * (-0x1.2492492492492p-3
			+ z * (0x1.c71c71c71c71cp-4 + z * -0x1.745d1745d1746p-4))));
		return __fast_two_sum(t, tl + s, lo);
	}
	c = i * (1.0 / ATAN_N);
	n = t - c;
	p = __two_prod(t, c, &pl);
	dh = __fast_two_sum(1.0, p, &dl);
	dl += pl + tl * c;
	q = n / dh;
	qp = __two_prod(q, dh, &qpl);
	ql = ((n - qp) - qpl + tl - q * dl) / dh;
	z = q * q;
	s = q * z * (-0x1.5555555555555p-2 + z * (0x1.999999999999ap-3 + z * (-0x1.2492492492492p-3
		+ z * 0x1.c71c71c71c71cp-4)));
	h = __two_sum(__atan_tab[2 * i], q, &e);
	return __fast_two_sum(h, e + __atan_tab[2 * i + 1] + ql + s, lo);
}
