#ifndef COMPLEX_IMPL_H
#define COMPLEX_IMPL_H

/* Private to libc/src/complex. The double and long double functions share
 * one source: the double file is written in terms of R (the real type),
 * C (the complex type), F(name) (the real function of that type) and
 * K(constant), and the long double file defines CPLX_LONG and includes
 * it. The float functions evaluate the double ones and round once: the
 * double result is within a few double ulps, so the float result is
 * within a hair of half a float ulp. */

#define _GNU_SOURCE 1
#include <complex.h>
#include <math.h>
#include <float.h>
#include "libc.h"

#ifdef CPLX_LONG
typedef long double R;
typedef long double _Complex C;
#define F(f) f##l
#define K(c) c##L
#define MK(x, y) CMPLXL(x, y)
#define R_MANT LDBL_MANT_DIG
#define R_MAX LDBL_MAX
#define R_MIN LDBL_MIN
#define R_MAX_EXP LDBL_MAX_EXP
#else
typedef double R;
typedef double _Complex C;
#define F(f) f
#define K(c) c
#define MK(x, y) CMPLX(x, y)
#define R_MANT DBL_MANT_DIG
#define R_MAX DBL_MAX
#define R_MIN DBL_MIN
#define R_MAX_EXP DBL_MAX_EXP
#endif

#define PI_2 K(1.57079632679489661923132169163975144)
#define PI K(3.14159265358979323846264338327950288)
#define LN2 K(0.693147180559945309417232121458176568)

/* 2^(R_MANT/2 + 1): beyond it x^2 + 1 == x^2 in R, below its inverse
 * 1 + x^2 == 1 (the asymptotic and small-argument forms take over). */
#define R_BIG F(ldexp)(1, R_MANT / 2 + 2)
#define R_SMALL F(ldexp)(1, -(R_MANT / 2 + 2))

/* Error-free transformations in R (Dekker's product: no fma needed). */
static inline R __c_two_sum(R a, R b, R *e)
{
	R s = a + b, bb = s - a;
	*e = (a - (s - bb)) + (b - bb);
	return s;
}

static inline R __c_two_prod(R a, R b, R *e)
{
	const R c = F(ldexp)(1, (R_MANT + 1) / 2) + 1;
	R p = a * b;
	R ta = c * a, ah = ta - (ta - a), al = a - ah;
	R tb = c * b, bh = tb - (tb - b), bl = b - bh;
	*e = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
	return p;
}

/* x^2 + y^2 - 1 without the cancellation near the unit circle, for
 * x^2 + y^2 in [1/2, 2]: the five exact parts are summed with their
 * rounding errors kept. */
static inline R __c_x2y2m1(R x, R y)
{
	R xl, yl, e1, e2, e3, e4;
	R xh = __c_two_prod(x, x, &xl), yh = __c_two_prod(y, y, &yl);
	R t1 = __c_two_sum(xh, -1, &e1);
	R t2 = __c_two_sum(t1, yh, &e2);
	R t3 = __c_two_sum(xl, yl, &e3);
	R t4 = __c_two_sum(t2, t3, &e4);
	return t4 + (((e1 + e2) + e3) + e4);
}

/* e^|x| / 2 as m * 2^*k, for |x| large enough that e^-|x| does not
 * matter: the caller scales its products by 2^k once, so a result that
 * fits does not overflow on the way (x = k ln 2 + r, |r| <= ln 2 / 2,
 * with ln 2 in two parts so that k ln2_hi is exact). */
static inline R __c_exp_half(R x, int *k)
{
	const R ln2h = K(0x1.62e42fee00000p-1), ln2l = K(0x1.a39ef35793c7673007e5ed5e81e7p-33);
	/* Past this every product overflows, even by the smallest sine. */
	R a = F(fmin)(F(fabs)(x), 3 * (R_MAX_EXP + R_MANT));
	R n = F(round)(a / LN2);
	*k = (int)n - 1;
	return F(exp)((a - n * ln2h) - n * ln2l);
}

/* For x, y >= 0, not NaN: returns |Im casin(x + iy)| and sets *ras and
 * *rac to Re casin and Re cacos, both in [0, pi/2] (__cacos_kern.c). */
hidden double __cacos_kern(double, double, double *, double *);
hidden long double __cacos_kernl(long double, long double, long double *, long double *);

/* The float functions: the double one's result, rounded once. */
#define CPLXF_FROM_D(name) \
float _Complex name##f(float _Complex z) \
{ \
	double _Complex r = name(CMPLX(crealf(z), cimagf(z))); \
	return CMPLXF((float)creal(r), (float)cimag(r)); \
}

#endif
