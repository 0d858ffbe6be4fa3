#include "libm_ld.h"

/* atan(t) = atan(c) + atan(u), c = i/64 the nearest, u = (t - c)/(1 + t c)
 * as hi + lo (t - c is exact, 1 + t c and the quotient are formed as
 * hi + lo), |u| <= 2^-7; atan(u) by its Taylor series (libm_ld80.h,
 * libm_ld128.h: truncation below 2^-(p+10) relative), atan(c) as hi + lo
 * from __atanl_data.c. */
long double __atanl_dd(long double t, long double tl, long double *lo)
{
	static const long double c[] = ATANL_POLY;
	long double ci, dh, dl, ph, pl, uh, ul, z, q, h, l;
	int i = (int)(t * ATANL_N + 0.5L);

	ci = i * (1.0L / ATANL_N);
	if (i == 0) {
		uh = t;
		ul = tl;
	} else {
		ph = __l_two_prod(t, ci, &pl);
		dh = __l_fast_two_sum(1, ph, &dl);
		dl += pl + tl * ci;
		uh = __l_div_dd(t - ci, tl, dh, dl, &ul);
	}
	z = uh * uh;
	q = __l_poly(c, (ATANL_DEG - 1) / 2, z);
	h = __l_two_sum(__atanl_tab[2 * i], uh, &l);
	l += __atanl_tab[2 * i + 1] + ul + uh * z * q;
	return __l_fast_two_sum(h, l, lo);
}
