#include "libm_dd.h"

/* The double-double kernels of erf and erfc (tables: __erf_data.c, fits by
 * libc/tools/libm_fit.py erf, each below 2^-66 relative).
 *
 * |x| <= 1: erf(x) = x * P(x^2 - 1/2), x^2 as a double-double.
 * x >= 1: erfc(x) = e^(-x^2) * g(x), g(x) = erfc(x) e^(x^2) by a fit in
 * x - m on [1, 1.5], [1.5, 2], [2, 3], and g(x) = h(1/x^2) / x beyond
 * (x g(x) is smooth in 1/x^2, not in x). e^(-x^2) is __exp_dd of the
 * double-double -x^2 (x^2 = s + sl: e^(-s) (1 - sl)); past x^2 = 700 the
 * argument is shifted by C = 560 ln 2 (s - C is exact by Sterbenz) and
 * the result scaled by 2^-560 by the caller, so it can round once in the
 * subnormal range.
 *
 * Error: the fits are below 2^-66; __poly_dd's double part is below
 * 2^-8 of the result so its rounding costs < 2^-61; __exp_dd 2^-66; the
 * products and the quotient by x in double-double < 2^-100 each; the
 * dropped (sl)^2/2 < 2^-86. In all below 2^-60 relative. */

hidden extern const double __erf_p[], __erfc_g0[], __erfc_g1[], __erfc_g2[];
hidden extern const double __erfc_h0[], __erfc_h1[], __erfc_h2[], __erfc_h3[];

#define TWO_OVER_SQRTPI 0x1.20dd750429b6dp+0
#define TWO_OVER_SQRTPI_LO 0x1.1ae3a914fed80p-56
#define LN2N_HI 0x1.62e42fefc0000p-8
#define LN2N_LO -0x1.c610ca86c3899p-44

double __erf_dd(double x, double *lo)
{
	double s, sl, p, pl, h, l, e;
	if (fabs(x) < 0x1p-28) {
		/* erf(x) = 2/sqrt(pi) x (1 - x^2/3 ...): the x^3 term is below
		 * 2^-56 of the result */
		h = __two_prod(x, TWO_OVER_SQRTPI, &l);
		*lo = l + x * TWO_OVER_SQRTPI_LO - h * (x * x / 3);
		return h;
	}
	/* x^2 - 1/2 is not exact below x^2 = 1/4 */
	s = __two_prod(x, x, &sl);
	s = __two_sum(s, -0.5, &e);
	p = __poly_dd2(__erf_p, 13, s, e + sl, &pl);
	h = __two_prod(x, p, &e);
	l = e + x * pl;
	return __fast_two_sum(h, l, lo);
}

double __erfc_scaled(double x, double *lo)
{
	const double *c;
	double m, u, ul, d, dl, h, hl, q, r, rl;
	int n;
	if (x < 3) {
		if (x < 1.5)
			c = __erfc_g0, m = 1.25, n = 15;
		else if (x < 2)
			c = __erfc_g1, m = 1.75, n = 14;
		else
			c = __erfc_g2, m = 2.5, n = 17;
		return __poly_dd(c, n, x - m, lo);
	}
	if (x < 4)
		c = __erfc_h0, m = 0x1.638e38e38e38ep-4, n = 13;
	else if (x < 6)
		c = __erfc_h1, m = 0x1.71c71c71c71c7p-5, n = 12;
	else if (x < 10)
		c = __erfc_h2, m = 0x1.3579be02468adp-6, n = 11;
	else
		c = __erfc_h3, m = 0x1.7179d5c93f522p-8, n = 9;
	/* u + ul = 1/x^2 to about 2^-100: with x^2 = s + sl and u = 1/s
	 * rounded, 1/(s + sl) = u (1 + (1 - u s) - sl/s) to first order */
	{
		double s, sl, t, tl;
		s = __two_prod(x, x, &sl);
		u = 1 / s;
		t = __two_prod(u, s, &tl);
		ul = u * (((1 - t) - tl) - sl * u);
	}
	d = __two_sum(u, -m, &dl);
	h = __poly_dd2(c, n, d, dl + ul, &hl);
	/* g = h / x as a double-double */
	q = h / x;
	r = __two_prod(q, x, &rl);
	return __fast_two_sum(q, ((h - r) - rl + hl) / x, lo);
}

double __erfc_dd(double x, double *lo, int *k)
{
	double s, sl, t, eh, el, gh, gl, ph, pl;
	s = __two_prod(x, x, &sl);
	t = -sl;
	*k = 0;
	if (s > 700) {
		/* C = 71680 LN2N_HI = 560 ln2 - 71680 LN2N_LO, exact */
		s -= 71680 * LN2N_HI;
		t += 71680 * LN2N_LO;
		*k = -560;
	}
	eh = __exp_dd(-s, &el);
	/* e^t: t is up to 1.2e-8 with the shift, so t^2/2 counts */
	el += eh * (t + 0.5 * t * t);
	gh = __erfc_scaled(x, &gl);
	ph = __two_prod(eh, gh, &pl);
	pl += eh * gl + el * gh;
	return __fast_two_sum(ph, pl, lo);
}
