#ifndef BESSEL_H
#define BESSEL_H

/* Private to libc/src/math: the kernels of the Bessel functions
 * (docs/libm.md, "Bessel functions"). Results are double-doubles
 * hi + *lo. */

#include "libm_dd.h"

/* The tables of libc/tools/libm_fit.py bessel. */
#define BES_N 12
#define BES_ASY 25.0
#define BES_R 0x1p-5
hidden extern const double __j0_zero[], __j1_zero[], __y0_zero[], __y1_zero[];
hidden extern const double __j0_taylor[], __j1_taylor[], __y0_taylor[], __y1_taylor[];
hidden extern const double __j0_zero_tail[], __j1_zero_tail[], __y0_zero_tail[], __y1_zero_tail[];
/* The zeros from 25 to BES_XT, how many of each, and the distance from
 * one within which __bessel_asy.c takes the phase's change from it. */
#define BES_XT 1024.0
#define BES_RA 0.25
#define BES_J0_ASY 318
#define BES_J1_ASY 318
#define BES_Y0_ASY 318
#define BES_Y1_ASY 318
hidden extern const double __j0_zero_asy[], __j1_zero_asy[], __y0_zero_asy[], __y1_zero_asy[];
/* From BES_WL to 25: the zeros in a range a little wider, each with
 * f(z + d)/d to degree BES_NW for d up to half the gap to the next. */
#define BES_WL 14.0
#define BES_NW 34
hidden extern const double __j0_wide[], __j1_wide[], __y0_wide[], __y1_wide[];
hidden extern const double __bessel_mod0[20], __bessel_mod1[20];
hidden extern const double __bessel_phase0[20], __bessel_phase1[20];
hidden extern const double __bessel_sin[24], __bessel_cos[24];

/* J_nu(x + xl) (y = 0) or Y_nu(x + xl) (y = 1) for nu 0 or 1 and x > 0
 * finite (x >= 2^-28 for y = 0, x >= 2^-1000 for Y1), |xl| <= ulp(x)
 * (0 for double; the long double forms pass their argument as x + xl,
 * exactly for the x87 format while x >= 2^-960); relative error below
 * about 2^-60; near a zero above BES_XT, about 2^-133/|D|, D the
 * phase's distance from the zero's (docs/libm.md). */
hidden double __bessel_dd2(int y, int nu, double x, double xl, double *lo);
/* Or'ed into y (and into q of __bessel_cos_phase) by the long double
 * forms: the cosine of the phase in double-double all through (the
 * double forms' Horner in double down to s^6 is within about 2^-64). */
#define BES_LD 8
static inline double __bessel_dd(int y, int nu, double x, double *lo)
{
	return __bessel_dd2(y, nu, x, 0, lo);
}
/* The power series (x < 25). */
hidden double __bessel_series(int y, int nu, double x, double xl, double *lo);
/* The expansion around the zero of the function that x + xl is within
 * 1/32 of, if any (returns 0 and leaves *hi alone otherwise). */
hidden int __bessel_near_zero(int y, int nu, double x, double xl, double *hi, double *lo);
/* For f = 2y + nu: the index of the zero x is within 1/32 of, or -1;
 * f(z_i + d) for d = dh + dl (__bessel_near_zero.c). */
hidden int __bessel_zero_index(int f, double x);
hidden double __bessel_taylor(int f, int i, double dh, double dl, double *lo);
/* J_nu or Y_nu for BES_WL <= x < 25 from the Taylor polynomial around
 * the nearest zero (__bessel_near_zero.c). */
hidden double __bessel_wide(int y, int nu, double x, double xl, double *lo);
/* The modulus-phase expansion for x >= 25. */
hidden double __bessel_asy(int y, int nu, double x, double xl, double *lo);

/* cos(x + xl - pi/4 - q pi/2 + (ph + pl)), |ph| < 1/2, and
 * sqrt(2/(pi (x + xl))) (1 + m + ml), as double-doubles (__bessel_asy.c). */
hidden double __bessel_cos_phase(double x, double xl, double ph, double pl, int q, double *lo);
hidden double __bessel_amp(double x, double xl, double m, double ml, double *lo);
/* x - (n + h/2) pi/2 as y[0] + y[1] + y[2] within about 2^-136, and
 * n mod 4, for 1 <= x < 2^1024 and h 0 or 1 (__rem_pio2_3.c). */
hidden int __rem_pio2_3(double x, int h, double y[3]);

/* (ah + al) (bh + bl) and (ah + al) / (bh + bl), about 2^-102 relative. */
static inline double __dd_mul(double ah, double al, double bh, double bl, double *lo)
{
	double e, p = __two_prod(ah, bh, &e);
	e += ah * bl + al * bh;
	return __fast_two_sum(p, e, lo);
}

static inline double __dd_div(double ah, double al, double bh, double bl, double *lo)
{
	double q = ah / bh, e, p = __two_prod(q, bh, &e);
	double r = ((ah - p) - e + al - q * bl) / bh;
	return __fast_two_sum(q, r, lo);
}

static inline double __dd_add(double ah, double al, double bh, double bl, double *lo)
{
	double e, s = __two_sum(ah, bh, &e);
	e += al + bl;
	return __fast_two_sum(s, e, lo);
}

/* J_n(x + xl) or Y_n(x + xl) (y = 1) for n >= 2, x > 0 finite, xl as
 * for __bessel_dd2, as (hi + *lo) 2^*k (__jn_dd.c); *k reaches the
 * long double range (below -16500 the result is 0 in every format). */
hidden double __jn_dd2(int y, unsigned n, double x, double xl, double *lo, int *k);
/* J_n(x) (y = 0) or Y_n(x) (y = 1) rounded once to long double, x > 0
 * finite (x >= 2^-30 for J0 and J1, 2^-900 for Y0, 2^-60 for Y1: the
 * callers take the leading terms below) (__bessel_ld.c). */
hidden long double __bessel_ld(int y, unsigned n, long double x);

#if LDBL_MANT_DIG == 113
/* binary128 (__bessel_q.c, tables of libc/tools/libm_fit.py bessel128):
 * each zero below BESQ_XT and one more as z in three parts and f'(z)
 * in two; 2/pi, 1/pi, Euler's gamma in two. */
#define BESQ_XT 90.0L
#define BESQ_NZ 30
hidden extern const long double __j0_zero_q[], __j1_zero_q[], __y0_zero_q[], __y1_zero_q[];
hidden extern const long double __besq_const[6];
/* J_n or Y_n (n < 2), x >= 2^-900, as hi + *lo. */
hidden long double __bessel_q2(int y, int n, long double x, long double *lo);
/* J_n or Y_n from Hankel's expansion as hi + *lo, x >= BESQ_XT,
 * x >= 2^10 n^2. */
hidden long double __bessel_q_hankel(int y, unsigned n, long double x, long double *lo);
/* J_n or Y_n, 2 <= n <= BESQ_NMAX, x >= 2^-400, as (hi + *lo) 2^*k. */
#define BESQ_NMAX 4096
hidden long double __jn_q(int y, unsigned n, long double x, long double *lo, int *k);
#endif

static inline double __jn_dd(int y, unsigned n, double x, double *lo, int *k)
{
	return __jn_dd2(y, n, x, 0, lo, k);
}

/* (h + l) 2^k rounded once (subnormal results included); overflow to
 * infinity and underflow to zero set errno. */
static inline double __dd_ldexp(double h, double l, int k)
{
	int e;
	double r;
	if (h == 0 || k == 0 || !isfinite(h))
		return h + l;
	e = ilogb(h);
	if (e + k >= -1022) {
		r = scalbn(h + l, k);
		if (isinf(r))
			errno = ERANGE;
		return r;
	}
	if (e + k < -1080)
		return copysign(__dd_tiny(0x1p-60, 0), h);
	return __dd_tiny(scalbn(h, k + 1022), scalbn(l, k + 1022));
}

#define TWO_OVER_PI_HI 0x1.45f306dc9c883p-1
#define TWO_OVER_PI_LO -0x1.6b01ec5417056p-55

#endif
