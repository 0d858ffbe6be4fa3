#include "libm_dd.h"

/* The double-double kernels of lgamma and tgamma (tables: __lgamma_data.c,
 * fits by libc/tools/libm_fit.py gamma, each below 2^-66 relative).
 *
 * lgamma for x > 0: near its zeros 1 and 2 as d * F(d) with d = x - 1 or
 * x - 2 exact, so the error stays relative there; a direct fit on
 * [1.25, 1.5] (the minimum, -0.12, at 1.46); below 0.75 through
 * lgamma(1 + x) - log(x), with the fit's variable formed from x exactly;
 * from 2.5 to 10 down to [1.5, 2.5) by the product (x-1)...(x-n) in
 * double-double; from 10 Stirling's series, (x - 1/2) log x - x +
 * log(2 pi)/2 + sum B2k / (2k (2k-1) x^(2k-1)), 11 terms (the next is
 * below 2^-66 at x = 10), the sum in double (it is below 1/120) but
 * for its first term, a pair.
 * x < 0: lgamma(x) = log(pi) - log|x sin(pi x)| - lgamma(-x), each part
 * in double-double: an absolute error below 2^-62 (2^-63 measured on
 * (-21, -2)), which is relative only away from lgamma's negative zeros:
 * within R of each zero z where some double has |lgamma| < 1/32 (the 28
 * zeros in (-16, -2)), lgamma(z + d) = t G(t) with t = d 2^-e, |t| <= 1,
 * G a Taylor polynomial of degree LGZ_DEG (__lgamma_zero.c, written by
 * libm_fit.py lgamma); z in three doubles keeps d = x - z relative to
 * 2^-100, so the error stays relative (docs/libm.md). */

hidden extern const double __lgamma_f1a[], __lgamma_f1b[], __lgamma_f2a[];
hidden extern const double __lgamma_f2b[], __lgamma_f3[];
hidden extern const double __sinpi_p[], __cospi_p[];
hidden extern const double __lgamma_zero[];

/* as libm_fit.py lgamma writes __lgamma_zero: two zeros in each (-n-1,
 * -n), n = 2 .. LGZ_LAST, each z0 z1 z2 R 2^-e and LGZ_DEG + 1 pairs */
#define LGZ_LAST 15
#define LGZ_DEG 16
#define LGZ_STRIDE (5 + 2 * (LGZ_DEG + 1))

#define LOGPI 0x1.250d048e7a1bdp+0
#define LOGPI_LO 0x1.7abf2ad8d5088p-57
#define HALF_LOG2PI 0x1.d67f1c864beb5p-1
#define HALF_LOG2PI_LO -0x1.65b5a1b7ff5dfp-55
#define EULER 0x1.2788cfc6fb619p-1

/* log(h + l) for h + l > 0, |l| <= ulp(h). */
static double log_dd2(double h, double l, double *lo)
{
	double r = __log_dd(asuint64(h), lo);
	*lo += l / h;
	return __fast_two_sum(r, *lo, lo);
}

/* (h + l) * (c + cl) as a double-double. */
static double mul_dd(double h, double l, double c, double cl, double *lo)
{
	double e, p = __two_prod(h, c, &e);
	e += h * cl + l * c;
	return __fast_two_sum(p, e, lo);
}

/* a + b, two double-doubles. */
static double add_dd(double a, double al, double b, double bl, double *lo)
{
	double e, s = __two_sum(a, b, &e);
	return __fast_two_sum(s, e + al + bl, lo);
}

/* lgamma(1 + x) for 0 <= x < 0.75, x exact. */
static double lgamma1p(double x, double *lo)
{
	double h, l, d, dl;
	if (x < 0.25) {
		/* x - 1/8 is not exact below 1/16 */
		d = __two_sum(x, -0.125, &dl);
		h = __poly_dd2(__lgamma_f1b, 16, d, dl, &l);
		return mul_dd(h, l, x, 0, lo);
	}
	if (x < 0.5)
		return __poly_dd(__lgamma_f3, 14, x - 0.375, lo);
	h = __poly_dd(__lgamma_f2a, 17, x - 0.75, &l);
	return mul_dd(h, l, x - 1, 0, lo);
}

double __lgamma_pos_dd(double x, double *lo)
{
	double h, l, a, al, p, pl, d, z, z2, r, c, t;
	int n, k;
	if (x < 0.75) {
		/* lgamma(x) = lgamma(1 + x) - log x */
		a = __log_dd(asuint64(x), &al);
		if (x < 0x1p-60) {
			*lo = -al - EULER * x;
			return -a;
		}
		h = lgamma1p(x, &l);
		return add_dd(h, l, -a, -al, lo);
	}
	if (x < 1.25) {
		d = x - 1;
		if (d < 0)
			h = __poly_dd(__lgamma_f1a, 18, d + 0.125, &l);
		else
			h = __poly_dd(__lgamma_f1b, 16, d - 0.125, &l);
		return mul_dd(h, l, d, 0, lo);
	}
	if (x < 1.5)
		return __poly_dd(__lgamma_f3, 14, x - 1.375, lo);
	if (x < 2.5) {
		d = x - 2;
		if (d < 0)
			h = __poly_dd(__lgamma_f2a, 17, d + 0.25, &l);
		else
			h = __poly_dd(__lgamma_f2b, 15, d - 0.25, &l);
		return mul_dd(h, l, d, 0, lo);
	}
	if (x < 10) {
		/* lgamma(x - n) + log((x-1)...(x-n)), x - k exact */
		n = (int)(x - 1.5);
		p = x - 1, pl = 0;
		for (k = 2; k <= n; k++)
			p = mul_dd(p, pl, x - k, 0, &pl);
		a = log_dd2(p, pl, &al);
		d = x - (n + 2);
		if (d < 0)
			h = __poly_dd(__lgamma_f2a, 17, d + 0.25, &l);
		else
			h = __poly_dd(__lgamma_f2b, 15, d - 0.25, &l);
		h = mul_dd(h, l, d, 0, &l);
		return add_dd(a, al, h, l, lo);
	}
	/* Stirling */
	a = __log_dd(asuint64(x), &al);
	if (x > 0x1p900) {
		/* x (log x - 1) in units of 2^200 (Dekker's product would
		 * overflow); the other terms are below its ulp */
		h = mul_dd(a, al, x * 0x1p-200, 0, &l);
		h = add_dd(h, l, -x * 0x1p-200, 0, &l);
		*lo = l * 0x1p200;
		return h * 0x1p200;
	}
	if (x < 0x1p52) {
		h = mul_dd(a, al, x - 0.5, 0, &l);
	} else {
		h = mul_dd(a, al, x, 0, &l);
		h = add_dd(h, l, -0.5 * a, -0.5 * al, &l);
	}
	h = add_dd(h, l, -x, 0, &l);
	/* 1/(12 x) (up to 1/120) as a pair c + t: in double it alone was
	 * 2^-60 absolute, 2^-58.5 of lgamma below -10 by the reflection
	 * (C - c x is exact, c x within an ulp of C); the rest is below
	 * 2^-18 of it, and z = 12 c is 1/x closely enough for it */
	c = 0x1.5555555555555p-4 / x;
	p = __two_prod(c, x, &pl);
	z = 12 * c;
	t = (0x1.5555555555555p-4 - p - pl + 0x1.5555555555555p-58) * z;
	z2 = z * z;
	r = t + z * z2 * (-0x1.6c16c16c16c17p-9
		+ z2 * (0x1.a01a01a01a01ap-11 + z2 * (-0x1.3813813813814p-11
		+ z2 * (0x1.b951e2b18ff23p-11 + z2 * (-0x1.f6ab0d9993c7dp-10
		+ z2 * (0x1.a41a41a41a41ap-8 + z2 * (-0x1.e4286cb0f5398p-6
		+ z2 * (0x1.6fe96381e0680p-3 + z2 * (-0x1.6476701181f3ap+0
		+ z2 * 0x1.ace44322ce006p+3)))))))));
	h = add_dd(h, l, c, r, &l);
	return add_dd(h, l, HALF_LOG2PI, HALF_LOG2PI_LO, lo);
}

/* sin(pi x) for x finite and not an integer (so |x| < 2^52). */
double __sinpi_dd(double x, double *lo)
{
	/* n = 2x rounded to an integer (|2x| < 2^53; adding 2^52 with 2x's
	 * sign puts the sum where the ulp is 1), r = x - n/2 exact */
	double c = copysign(0x1p52, x), n = (2 * x + c) - c, r = x - 0.5 * n, s, sl, h, l;
	int q = (int)(int64_t)n & 3;
	/* r^2 = s + sl exactly; sl's term needs the derivative's first two
	 * terms (c1 + 2 c2 s) sl, __poly_dd2: c1 sl alone left 2^-58.6 of
	 * cos(pi r) near |r| = 1/4 */
	s = __two_prod(r, r, &sl);
	if (q & 1) {
		h = __poly_dd2(__cospi_p, 11, s, sl, &l);
	} else {
		h = __poly_dd2(__sinpi_p, 11, s, sl, &l);
		h = mul_dd(h, l, r, 0, &l);
	}
	if (q & 2)
		h = -h, l = -l;
	return __fast_two_sum(h, l, lo);
}

/* lgamma(x) for -LGZ_LAST - 1 < x < -2 within R of a zero, else 0. */
static int near_zero(double x, double *hi, double *lo)
{
	const double *z = __lgamma_zero + 2 * ((int)-x - 2) * LGZ_STRIDE;
	double d, dh, dl, e, gh, gl;
	if (fabs(x - z[0]) > z[3]) {
		z += LGZ_STRIDE;
		if (fabs(x - z[0]) > z[3])
			return 0;
	}
	/* x - z0 exact (Sterbenz), then minus z1 and z2 */
	d = x - z[0];
	dh = __two_sum(d, -z[1], &e);
	dh = __fast_two_sum(dh, e - z[2], &dl);
	dh *= z[4], dl *= z[4];
	gh = __poly_dd2(z + 5, LGZ_DEG, dh, dl, &gl);
	*hi = mul_dd(gh, gl, dh, dl, lo);
	return 1;
}

double __lgamma_dd(double x, double *lo, int *sign)
{
	double s, sl, p, pl, a, al, g, gl;
	*sign = 1;
	if (x > 0)
		return __lgamma_pos_dd(x, lo);
	if (x > -0x1p-60) {
		/* -log|x| - euler x */
		*sign = -1;
		a = __log_dd(asuint64(-x), &al);
		*lo = -al - EULER * x;
		return -a;
	}
	if (x < -2 && x > -(LGZ_LAST + 1) && near_zero(x, &a, &al)) {
		/* gamma < 0 on (-n-1, -n) for n even */
		if (!((int)-x & 1))
			*sign = -1;
		*lo = al;
		return a;
	}
	s = __sinpi_dd(x, &sl);
	if (s < 0)
		*sign = -1, s = -s, sl = -sl;
	p = mul_dd(s, sl, -x, 0, &pl);
	a = log_dd2(p, pl, &al);
	g = __lgamma_pos_dd(-x, &gl);
	a = add_dd(a, al, g, gl, &al);
	return add_dd(LOGPI, LOGPI_LO, -a, -al, lo);
}

hidden extern const double __tgamma_g2a[], __tgamma_g2b[];

/* gamma(2 + d), |d| <= 1/2 (d +- 1/4 is not exact for tiny d). */
static double gamma2p(double d, double *lo)
{
	double t, tl;
	if (d < 0) {
		t = __two_sum(d, 0.25, &tl);
		return __poly_dd2(__tgamma_g2a, 17, t, tl, lo);
	}
	t = __two_sum(d, -0.25, &tl);
	return __poly_dd2(__tgamma_g2b, 16, t, tl, lo);
}

/* (h + l) / (c + cl) as a double-double. */
static double div_dd(double h, double l, double c, double cl, double *lo)
{
	double q = h / c, e, p = __two_prod(q, c, &e);
	return __fast_two_sum(q, ((h - p) - e + l - q * cl) / c, lo);
}

/* gamma(x) for 0 < x < 171.7: below 12 from gamma(2 + d), d = x - n - 2
 * exact, times or divided by a product of (x - k) in double-double; from
 * 12 e^A with A = (x - 1/2) log x - x + log(2 pi)/2 + Stirling's sum as
 * a double-double. A's error is that of __log_dd (2^-66) times x log x,
 * below 2^-56 at 171.7: the result's error is below 0.62 ulp there and
 * about 2^-60 relative below 12. */
double __tgamma_pos_dd(double x, double *lo, int *k)
{
	double h, l, p, pl, e, el, t;
	int n, j;
	*k = 0;
	if (x < 0.5) {
		/* gamma(2 + x) / (x (1 + x)) */
		h = gamma2p(x, &l);
		p = __two_sum(1.0, x, &pl);
		p = mul_dd(p, pl, x, 0, &pl);
		return div_dd(h, l, p, pl, lo);
	}
	if (x < 1.5) {
		h = gamma2p(x - 1, &l);
		return div_dd(h, l, x, 0, lo);
	}
	if (x < 12) {
		n = (int)(x - 1.5);
		h = gamma2p(x - (n + 2), &l);
		for (j = 1; j <= n; j++)
			h = mul_dd(h, l, x - j, 0, &l);
		*lo = l;
		return h;
	}
	h = __lgamma_pos_dd(x, &l);
	if (h > 700) {
		/* as __erfc_dd: shift by 560 ln 2 (exact) for the range */
		h -= 71680 * 0x1.62e42fefc0000p-8;
		l -= 71680 * -0x1.c610ca86c3899p-44;
		*k = 560;
	}
	e = __exp_dd(h, &el);
	/* e^l, l up to 1.2e-8 with the shift */
	t = e * (l + 0.5 * l * l);
	return __fast_two_sum(e, el + t, lo);
}

/* gamma(x) = (hi + *lo) 2^-*k for -190 < x < 0, x not an integer:
 * gamma(x) gamma(1 - x) = pi / sin(pi x) and gamma(1 - x) = -x gamma(-x). */
double __tgamma_neg_dd(double x, double *lo, int *k)
{
	double s, sl, h, l, p, pl;
	s = __sinpi_dd(x, &sl);
	h = __tgamma_pos_dd(-x, &l, k);
	p = mul_dd(s, sl, -x, 0, &pl);
	p = mul_dd(p, pl, h, l, &pl);
	return div_dd(0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53, p, pl, lo);
}
