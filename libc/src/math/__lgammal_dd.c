#include "libm_ld.h"

static const long double poly[] = LGAMMAL_POLY;
static const long double st[] = LGAMMAL_ST;

/* hi + lo + (bh + bl) as hi + *lo */
static long double add(long double h, long double l, long double bh, long double bl, long double *lo)
{
	long double t;
	h = __l_two_sum(h, bh, &t);
	return __l_fast_two_sum(h, t + l + bl, lo);
}

/* lgamma(2 + d) for |d| <= 1/2: (1 - gamma) d + sum (-1)^k (zeta(k) - 1)/k
 * d^k (libm_ld80.h, libm_ld128.h: truncation below 2^-(p+12)); the terms
 * from d^4 on are under 2^-4 of the first and summed in long double, the
 * last three steps in pairs, so the error stays relative (the zero at
 * d = 0 included): about 2^-(p+6). */
static long double lg2(long double d, long double *lo)
{
	long double h, l, t;
	h = __l_poly(poly, LGAMMAL_DEG - 3, d) * d;
	h = __l_two_sum(LGAMMAL_C3_HI, h, &t);
	h = __l_mul_dd(h, t + LGAMMAL_C3_LO, d, 0, &l);
	h = add(LGAMMAL_C2_HI, LGAMMAL_C2_LO, h, l, &l);
	h = __l_mul_dd(h, l, d, 0, &l);
	h = add(LGAMMAL_C1_HI, LGAMMAL_C1_LO, h, l, &l);
	return __l_mul_dd(h, l, d, 0, lo);
}

/* lgamma(1 + d) = lgamma(2 + d) - log1p(d) for |d| <= 1/2 (-gamma d next
 * to 0: nothing cancels). */
static long double lg1(long double d, long double *lo)
{
	long double h, l, gh, gl;
	gh = lg2(d, &gl);
	h = __log1pl_k(d, 0, &l);
	return add(gh, gl, -h, -l, lo);
}

/* log(h + l) as hi + *lo, h > 0 */
static long double logdd(long double h, long double l, long double *lo)
{
	long double r = __logl_full(h, lo);
	return __l_fast_two_sum(r, *lo + l / h, lo);
}

/* lgamma(x) for 0 < x <= 2^120 as hi + *lo: absolute error about 2^-(p+6) of
 * max(1, |lgamma(x)|) and relative next to the zeros at 1 and 2. */
static long double lgpos(long double x, long double *lo)
{
	long double h, l, ph, pl, y, z, z2, s, t;

	if (x < 0.5L) {
		ph = __logl_full(x, &pl);
		if (x < 0x1p-150L) {
			/* -gamma x is below 2^-(2p) of -log x; not evaluated, as
			 * it would underflow */
			*lo = -pl;
			return -ph;
		}
		h = lg1(x, &l);
		return add(h, l, -ph, -pl, lo);
	}
	if (x <= 1.5L)
		return lg1(x - 1, lo);
	if (x <= 2.5L)
		return lg2(x - 2, lo);
	if (x < LGAMMAL_X0) {
		/* lgamma(y) + log(y (y+1) ... (x-1)), y in (1.5, 2.5]: every
		 * y - 1 is exact, the product (below 2^50) a pair */
		ph = 1;
		pl = 0;
		for (y = x; y > 2.5L;) {
			y -= 1;
			ph = __l_mul_dd(ph, pl, y, 0, &pl);
		}
		h = lg2(y - 2, &l);
		ph = logdd(ph, pl, &pl);
		return add(ph, pl, h, l, lo);
	}
	/* Stirling: x (log x - 1) - log(x)/2 + log(2 pi)/2 + sum B_2k /
	 * (2k (2k-1) x^(2k-1)), the sum below 1/(12 x) */
	ph = __logl_full(x, &pl);
	h = __l_mul_dd(ph - 1, pl, x, 0, &l);
	h = add(h, l, -0.5L * ph, -0.5L * pl, &l);
	h = add(h, l, HLOG_2PIL_HI, HLOG_2PIL_LO, &l);
	z = 1 / x;
	z2 = z * z;
	s = 0;
	for (int k = LGAMMAL_NST - 1; k >= 0; k--)
		s = s * z2 + st[k];
	h = __l_two_sum(h, s * z, &t);
	return __l_fast_two_sum(h, t + l, lo);
}

#if LDBL_MANT_DIG == 64
hidden extern const double __lgammal_zero[];

/* as libm_fit.py lgammal writes __lgammal_zero: the zeros two a unit
 * interval from (-3, -2) on, the last next to -19; each z0 z1 z2 -R1 R2
 * 2^-e degree and LGZL_DMAX + 1 pairs */
#define LGZL_N 35
#define LGZL_DMAX 28
#define LGZL_STRIDE (7 + 2 * (LGZL_DMAX + 1))

/* The x87 format next to the zeros of lgamma below -2, where the
 * reflection's 2^-69 is not relative: lgamma(z + d) = t G(t), t = d 2^-e,
 * d in [-R1, R2] (the set where |lgamma| < 1/4), G fitted to 2^-74 and
 * evaluated in double-double; x = xh + xl and z in three doubles make d
 * exact to about 2^-100 of itself. 0 when x is in no interval. */
static int near_zero(long double x, long double *hi, long double *lo)
{
	int i = 2 * ((int)-x - 2), k;
	double xh = (double)x, xl = (double)(x - xh), d, dh, dl, e, th, tl, gh, gl;
	const double *z;

	for (k = i; k < i + 2 && k < LGZL_N; k++) {
		z = __lgammal_zero + k * LGZL_STRIDE;
		/* x and z0 are in the same (-n-1, -n), n >= 2: exact */
		d = xh - z[0];
		dh = __two_sum(d, xl, &e);
		dh = __two_sum(dh, -z[1], &dl);
		dh = __fast_two_sum(dh, e + dl - z[2], &dl);
		if (dh < z[3] || dh > z[4])
			continue;
		th = dh * z[5];
		tl = dl * z[5];
		gh = __dd_horner(z + 7, (int)z[6] + 1, th, tl, &gl);
		d = __two_prod(gh, th, &e);
		e += gh * tl + gl * th;
		d = __fast_two_sum(d, e, &e);
		*hi = (long double)d + e;
		*lo = ((long double)d - *hi) + e;
		return 1;
	}
	return 0;
}
#define LGZL_END 20
#elif LDBL_MANT_DIG == 113
hidden extern const long double __lgammal_zero[];

/* binary128: the same with z in three long doubles (x can be 2^-113 of
 * z away: two parts left 1 ulp) and G (fitted to 2^-124) by Horner in
 * pairs; x - z0 is exact. */
#define LGZL_N 57
#define LGZL_DMAX 47
#define LGZL_END 31
#define LGZL_STRIDE (7 + 2 * (LGZL_DMAX + 1))

static int near_zero(long double x, long double *hi, long double *lo)
{
	int i = 2 * ((int)-x - 2), k, j;
	long double d, dh, dl, th, tl, h, l, p, pl, e;
	const long double *z;

	for (k = i; k < i + 2 && k < LGZL_N; k++) {
		z = __lgammal_zero + k * LGZL_STRIDE;
		d = x - z[0];
		dh = __l_two_sum(d, -z[1], &e);
		dh = __l_fast_two_sum(dh, e - z[2], &dl);
		if (dh < z[3] || dh > z[4])
			continue;
		th = dh * z[5];
		tl = dl * z[5];
		j = (int)z[6];
		h = z[7 + 2 * j];
		l = z[8 + 2 * j];
		while (--j >= 0) {
			p = __l_mul_dd(h, l, th, tl, &pl);
			h = __l_two_sum(z[7 + 2 * j], p, &e);
			h = __l_fast_two_sum(h, e + pl + z[8 + 2 * j], &l);
		}
		*hi = __l_mul_dd(h, l, th, tl, lo);
		return 1;
	}
	return 0;
}
#endif

/* lgamma(x) = hi + *lo and the sign of gamma(x) for x finite, not 0 nor
 * a negative integer, |x| <= 2^120. For x in (-2, 0), x
 * is brought up by 1 (exactly) to [-1/2, 1/2) and the factors' logs
 * subtracted; below -2 the reflection log(pi) - log|sin(pi x)| - log|x|
 * - lgamma(-x), whose error is absolute (about 2^-(p+5) of its largest
 * term): next to the zeros of lgamma below -2, near_zero's
 * polynomials. */
long double __lgammal_dd(long double x, long double *lo, int *sign)
{
	long double h, l, ph, pl, t, f, g, sh, sl;

	*sign = 1;
	if (x > 0)
		return lgpos(x, lo);
	if (fmodl(floorl(x), 2) != 0)
		*sign = -1;
	if (x > -2) {
		ph = 1;
		pl = 0;
		for (t = x; t < -0.5L; t += 1)
			ph = __l_mul_dd(ph, pl, t, 0, &pl);
		g = __logl_full(fabsl(t), &sl);
		if (fabsl(t) < 0x1p-150L) {
			h = -g;
			l = -sl;
		} else {
			h = lg1(t, &l);
			h = add(h, l, -g, -sl, &l);
		}
		if (ph != 1) {
			if (ph < 0)
				ph = -ph, pl = -pl;
			g = logdd(ph, pl, &sl);
			h = add(h, l, -g, -sl, &l);
		}
		*lo = l;
		return h;
	}
	if (x > -LGZL_END && near_zero(x, &h, lo))
		return h;
	/* sin(pi |f|) for |f| <= 1/4, else cos(pi g), g = 1/2 - |f| (exact),
	 * both as pairs */
	f = fabsl(x - rintl(x));
	g = f > 0.25L ? 0.5L - f : f;
	ph = __l_two_prod(PIL_HI, g, &pl);
	pl += PIL_LO * g;
	ph = __l_fast_two_sum(ph, pl, &pl);
	if (f > 0.25L) {
		/* 1 - 2 sin^2(pi g/2): __cosl_dd's pair is only within about
		 * 2^-(p+3), the sine's 2^-(p+5) */
		sh = __sinl_dd(0.5L * ph, 0.5L * pl, &sl);
		sh = __l_mul_dd(sh, sl, sh, sl, &sl);
		sh = __l_fast_two_sum(1, -2 * sh, &t);
		sl = t - 2 * sl;
	} else {
		sh = __sinl_dd(ph, pl, &sl);
	}
	h = logdd(sh, sl, &l);
	h = add(LOG_PIL_HI, LOG_PIL_LO, -h, -l, &l);
	g = __logl_full(-x, &sl);
	h = add(h, l, -g, -sl, &l);
	g = lgpos(-x, &sl);
	return add(h, l, -g, -sl, lo);
}
