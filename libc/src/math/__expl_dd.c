#include "libm_ld.h"

/* e^x = 2^(k/128) e^r with k = round(128 x/ln2) and r = x - k ln2/128,
 * ln2/128 held in three parts, the first two short enough that k times
 * them is exact (|k| < 2^22), so r is known as hi + lo to about 2^-2p. e^r - 1 by
 * its Taylor series to the degree of libm_ld80.h/libm_ld128.h (truncation
 * below 2^-(p+10) relative to r for |r| <= 2^-8.5), 2^(j/128) as hi + lo
 * from __expl_data.c; the products and the sum keep about p + 14 bits. */

long double __expl_core(int j, long double rh, long double rl, long double *lo)
{
	static const long double c[] = EXPL_POLY;
	long double th = __expl_tab[2 * j], tl = __expl_tab[2 * j + 1];
	long double q = __l_poly(c, EXPL_DEG - 1, rh), ph, pl, h, l;
	/* e^r - 1 = rh + rh^2 q + rl (1 + rh) */
	q = rh * rh * q + rl * (1 + rh);
	/* 2^(j/128) e^r = th + th rh + (th q + tl (1 + rh + q)) */
	ph = __l_two_prod(th, rh, &pl);
	h = __l_fast_two_sum(th, ph, &l);
	l += pl + th * q + tl * (1 + rh);
	return __l_fast_two_sum(h, l, lo);
}

long double __expl_dd(long double x, long double xl, long double *lo, int *e)
{
	long double kf, t, rh, rl;
	int k = __l_rint(x * EXPL_INVL, &kf);

	t = x - kf * EXPL_L_1;
	rh = __l_two_sum(t, -kf * EXPL_L_2, &rl);
	rl += xl - kf * EXPL_L_3;
	rh = __l_two_sum(rh, rl, &rl);
	*e = k >> 7;
	return __expl_core(k & (EXPL_N - 1), rh, rl, lo);
}
