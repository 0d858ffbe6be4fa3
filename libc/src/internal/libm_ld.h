#ifndef LIBM_LD_H
#define LIBM_LD_H

/* Private to libc/src/math: the long double kernels (docs/libm.md, "Long
 * double"). They are written once for both formats, in long double
 * arithmetic with pairs hi + lo (|lo| <= ulp(hi)) where one long double
 * is not enough; what differs between the x87 80-bit format and
 * binary128 (constants, table entries, polynomial degrees) comes from
 * libm_ld80.h or libm_ld128.h, written by libc/tools/mathtabl.c. */

#include "libm_dd.h"

#if LDBL_MANT_DIG == 64
#include "libm_ld80.h"
#elif LDBL_MANT_DIG == 113
#include "libm_ld128.h"
#else
#error "long double format not supported"
#endif

#define EXPL_N 128
#define LOGL_N 128
#define LOGL_FOLD 53
#define PIO2L_WORDS 264
#define ATANL_N 64

hidden extern const long double __expl_tab[2 * EXPL_N];
hidden extern const long double __logl_tab[3 * LOGL_N];
hidden extern const uint64_t __two_over_pi_l[PIO2L_WORDS];
hidden extern const long double __atanl_tab[2 * (ATANL_N + 1)];

/* s + *e == a + b exactly. */
static inline long double __l_two_sum(long double a, long double b, long double *e)
{
	long double s = a + b, bb = s - a;
	*e = (a - (s - bb)) + (b - bb);
	return s;
}

/* The same when |a| >= |b| (or a == 0). */
static inline long double __l_fast_two_sum(long double a, long double b, long double *e)
{
	long double s = a + b;
	*e = b - (s - a);
	return s;
}

/* p + *e == a * b exactly (Dekker's split at half the significand; no
 * overflow for |a|, |b| below 2^(LDBL_MAX_EXP - 60)). */
static inline long double __l_two_prod(long double a, long double b, long double *e)
{
	const long double c = (long double)(1ULL << (LDBL_MANT_DIG + 1) / 2) + 1;
	long double p = a * b;
	long double ta = c * a, ah = ta - (ta - a), al = a - ah;
	long double tb = c * b, bh = tb - (tb - b), bl = b - bh;
	*e = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
	return p;
}

/* c[0] + c[1] r + ... + c[n-1] r^(n-1): Horner in r^2 over pairs, which
 * halves the chain of dependent operations (the x87 has long latencies). */
static inline long double __l_poly(const long double *c, int n, long double r)
{
	long double r2 = r * r, q = n & 1 ? c[n - 1] : c[n - 2] + c[n - 1] * r;
	int i;
	for (i = n & 1 ? n - 3 : n - 4; i >= 0; i -= 2)
		q = q * r2 + (c[i] + c[i + 1] * r);
	return q;
}

/* (ah + al) * (bh + bl) as hi + *lo, relative error about 2^-2p. */
static inline long double __l_mul_dd(long double ah, long double al, long double bh, long double bl, long double *lo)
{
	long double e, p = __l_two_prod(ah, bh, &e);
	e += ah * bl + al * bh;
	return __l_fast_two_sum(p, e, lo);
}

/* round(v) for |v| < 2^30 as a long double (*r) and an int, read from
 * the bits: a conversion costs the x87 two control-word changes. */
static inline int __l_rint(long double v, long double *r)
{
	const long double shift = 0x3p-1L / LDBL_EPSILON;
	union __ldshape u = { v + shift };
	*r = u.f - shift;
#if LDBL_MANT_DIG == 64
	return (int)(uint32_t)u.i.m;
#else
	return (int)(uint32_t)u.i.lo;
#endif
}

/* (h + l) 2^e for h + l in [1/2, 4), rounded once, also below the
 * normal range (like __dd_tiny: there the grid of the subnormals, in
 * units of the smallest normal, is that of [1, 2), so adding 1 rounds
 * on it); overflow through scalbnl (errno, flags). */
static inline long double __l_scale(long double h, long double l, int e)
{
	int k = e - (LDBL_MIN_EXP - 1);
	long double sh, sl, z;

	if (e > LDBL_MIN_EXP + 2 && e < LDBL_MAX_EXP - 3)
		return (h + l) * __l_pow2(e);
	if (e >= LDBL_MAX_EXP - 3 || k < -LDBL_MANT_DIG - 4)
		return scalbnl(h + l, e);
	sh = h * __l_pow2(k);
	sl = l * __l_pow2(k);
	if (sh + sl >= 1)
		return scalbnl(h + l, e);
	z = 1 + sh;
	z = (z + ((sh - (z - 1)) + sl)) - 1;
	FORCE_EVAL(LDBL_MIN * LDBL_MIN);
	if (z == 0)
		errno = ERANGE;
	return z * LDBL_MIN;
}

/* The biased exponent of x, and x with its exponent set to that of 1
 * (the sign kept): frexp without the subnormal case. */
static inline int __l_bexp(long double x)
{
	union __ldshape u = { x };
#if LDBL_MANT_DIG == 64
	return u.i.se & 0x7fff;
#else
	return u.i.hi >> 48 & 0x7fff;
#endif
}

static inline long double __l_setexp1(long double x)
{
	union __ldshape u = { x };
#if LDBL_MANT_DIG == 64
	u.i.se = (u.i.se & 0x8000) | 0x3fff;
#else
	u.i.hi = (u.i.hi & 0x8000ffffffffffffULL) | 0x3fffULL << 48;
#endif
	return u.f;
}

/* The top 7 bits of the fraction. */
static inline int __l_top7(long double x)
{
	union __ldshape u = { x };
#if LDBL_MANT_DIG == 64
	return u.i.m >> 56 & 127;
#else
	return u.i.hi >> 41 & 127;
#endif
}

/* 2^(k/128) e^(rh + rl) = hi + *lo for |rh + rl| <= ln2/256 (a little
 * more is fine), k in [0, 128): relative error about 2^-(p+14). */
hidden long double __expl_core(int k, long double rh, long double rl, long double *lo);

/* e^(x + xl) = (hi + *lo) 2^*e, |x| < 12000, |xl| <= ulp(x); hi + lo in
 * [1/2, 2]. */
hidden long double __expl_dd(long double x, long double xl, long double *lo, int *e);

/* e^x - 1 = hi + *lo for -(p+3) <= x <= 96: relative error about
 * 2^-(p+8). */
hidden long double __expm1l_dd(long double x, long double *lo);

/* x = 2^*e m, x > 0 finite (subnormals included), m in [0.7, 1.42):
 * log(m) = hi + *lo, relative error about 2^-(p+20). */
hidden long double __logl_dd(long double x, int *e, long double *lo);

/* The same with a relative error about 2^-(p+8), faster: enough for a
 * result that is rounded once (logl, log2l, log10l, log1pl). */
hidden long double __logl_k(long double x, int *e, long double *lo);

/* log1p(x + xl) = hi + *lo, x + xl > -1, |xl| <= ulp(x), x <= 2^120:
 * 1 + x + xl = s + t with s = 1 + x rounded, log(s) from __logl_k plus
 * log1p(t/s) to its second term; relative error about 2^-(p+8). */
hidden long double __log1pl_k(long double x, long double xl, long double *lo);

/* log(x) = hi + *lo, x > 0 finite, with __logl_dd's error. */
static inline long double __logl_full(long double x, long double *lo)
{
	int e;
	long double l, h = __logl_dd(x, &e, &l), eh, el, t;
	if (e == 0) {
		*lo = l;
		return h;
	}
	eh = e * LOGL_LN2_1;
	el = e * LOGL_LN2_2;
	eh = __l_two_sum(eh, h, &t);
	t += el + l + e * LOGL_LN2_3;
	return __l_fast_two_sum(eh, t, lo);
}

/* x - n pi/2 = *y0 + *y1 (|y0| <= pi/4 a little more), n mod 4 returned,
 * x finite; relative error about 2^-(p+10) also next to multiples of
 * pi/2. */
hidden int __rem_pio2l(long double x, long double *y0, long double *y1);
/* The same for 2x - n pi/2, 2x exact (not rounded to long double). */
hidden int __rem_pio2l_2x(long double x, long double *y0, long double *y1);

/* sin(x + y), cos(x + y) as hi + *lo for |x| <= pi/4 (+ a little),
 * |y| <= ulp(x): relative error about 2^-(p+5). */
hidden long double __sinl_dd(long double x, long double y, long double *lo);
hidden long double __cosl_dd(long double x, long double y, long double *lo);

/* atan(t + tl) as hi + *lo for 0 <= t <= 1, |tl| <= ulp(t): relative
 * error about 2^-(p+8). */
hidden long double __atanl_dd(long double t, long double tl, long double *lo);

/* erf(a) = (hi + *lo) 2^*e for 2^-64 <= a < 2, erfc(a) likewise for
 * 2 <= a <= 108 (hi + lo in [1, 2)): relative error about 2^-(p+6) (and
 * 2^-(p-4) for erfc without PAIRS). */
hidden long double __erfl_dd(long double a, long double *lo, int *e);
hidden long double __erfcl_dd(long double a, long double *lo, int *e, int pairs);

/* lgamma(x) = hi + *lo and the sign of gamma(x) (*sign) for x finite,
 * |x| <= 2^120, not 0 nor a negative integer: error about 2^-(p+5) of
 * max(1, |lgamma(x)|), relative next to the zeros at 1 and 2. */
hidden long double __lgammal_dd(long double x, long double *lo, int *sign);

/* a / b as hi + *lo (b != 0, no overflow or underflow on the way). */
static inline long double __l_div_dd(long double ah, long double al, long double bh, long double bl, long double *lo)
{
	long double q = ah / bh, pl, ph = __l_two_prod(q, bh, &pl);
	*lo = ((ah - ph) - pl + al - q * bl) / bh;
	return __l_fast_two_sum(q, *lo, lo);
}

/* sqrt(h + l) as hi + *lo (h > 0). */
static inline long double __l_sqrt_dd(long double h, long double l, long double *lo)
{
	long double s = sqrtl(h), pl, ph = __l_two_prod(s, s, &pl);
	*lo = ((h - ph) - pl + l) / (2 * s);
	return __l_fast_two_sum(s, *lo, lo);
}

#endif
