#include "libm_ld.h"

long double __log1pl_k(long double x, long double xl, long double *lo)
{
	long double s, t, h, l, u, ul, ph, pl, eh;
	int e;

	s = __l_two_sum(1, x, &t);
	t += xl;
	h = __logl_k(s, &e, &l);
	if (t != 0) {
		/* t/s as hi + lo: its rounding would be a quarter ulp next to
		 * 2^-p; |u| <= 2^-p */
		u = t / s;
		ph = __l_two_prod(u, s, &pl);
		ul = ((t - ph) - pl) / s;
		h = __l_two_sum(h, u, &t);
		l += t + ul - 0.5L * u * u;
	}
	if (e == 0)
		return __l_fast_two_sum(h, l, lo);
	eh = __l_two_sum(e * LOGL_LN2_1, h, &u);
	return __l_fast_two_sum(eh, u + l + e * LOGL_LN2_2 + e * LOGL_LN2_3, lo);
}
