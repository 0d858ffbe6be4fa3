#include "libm_ld.h"

/* x = 2^e m, m in [1, 2) (halved from LOGL_FOLD on); the table gives
 * invc ~ 1/m with 10 significant bits and -log(invc) as hi + lo, so that
 * r = m invc - 1 (|r| < 2^-7) is known as hi + lo to 2^-2p and log(m) =
 * -log(invc) + log1p(r). log1p by its Taylor series (degree in
 * libm_ld80.h/libm_ld128.h, truncation below 2^-(p+18) relative): Horner
 * in long double down to r^4, then the steps for 1/3, -1/2 and 1 and the
 * last product by r as hi + lo, so the terms that matter are rounded at
 * about 2^-2p and the sum keeps about p + 20 bits, as powl needs. */

/* (h + l) (rh + rl) + c as hi + *lo */
static inline long double step(long double h, long double l, long double rh, long double rl,
	long double c, long double cl, long double *lo)
{
	long double pl, t, p = __l_two_prod(h, rh, &pl);
	pl += h * rl + l * rh;
	h = __l_two_sum(c, p, &t);
	return __l_fast_two_sum(h, t + pl + cl, lo);
}

/* x = 2^*e m, r = m invc - 1 as *rh + *rl; returns the table index. */
static inline int reduce(long double x, int *e, long double *rh, long double *rl)
{
	int ex = __l_bexp(x), i;
	long double m, mh, ph, pl;

	if (ex == 0) {
		x *= 0x1p120L;
		ex = __l_bexp(x) - 120;
	}
	i = __l_top7(x);
	m = __l_setexp1(x);
	*e = ex - 0x3fff + (i >= LOGL_FOLD);
	/* m_hi has p - 11 bits and invc 10: m_hi invc - 1 is exact */
	mh = (m + 0x1p11L) - 0x1p11L;
	ph = mh * __logl_tab[3 * i] - 1;
	pl = (m - mh) * __logl_tab[3 * i];
	*rh = __l_fast_two_sum(ph, pl, rl);
	return i;
}

long double __logl_dd(long double x, int *e, long double *lo)
{
	static const long double c[] = LOGL_POLY;
	long double ph, pl, rh, rl, q, h, l, t;
	int i = reduce(x, e, &rh, &rl), k;

	q = c[LOGL_DEG - 4];
	for (k = LOGL_DEG - 5; k >= 0; k--)
		q = q * rh + c[k];
	h = step(q, 0, rh, rl, THIRDL_HI, THIRDL_LO, &l);
	h = step(h, l, rh, rl, -0.5L, 0, &l);
	h = step(h, l, rh, rl, 1, 0, &l);
	ph = __l_two_prod(h, rh, &pl);
	pl += h * rl + l * rh;
	h = __l_two_sum(__logl_tab[3 * i + 1], ph, &t);
	return __l_fast_two_sum(h, t + pl + __logl_tab[3 * i + 2], lo);
}

/* The same series in long double but for the leading term (its first
 * rounded term is r^2/2, at most 2^-8 of the result). */
long double __logl_k(long double x, int *e, long double *lo)
{
	static const long double c[] = LOGL_POLY;
	long double rh, rl, q, h, t;
	int i = reduce(x, e, &rh, &rl);

	q = (__l_poly(c, LOGL_DEG - 3, rh) * rh + THIRDL_HI) * rh - 0.5L;
	h = __l_two_sum(__logl_tab[3 * i + 1], rh, &t);
	t += __logl_tab[3 * i + 2] + rl * (1 - rh) + rh * rh * q;
	return __l_fast_two_sum(h, t, lo);
}
