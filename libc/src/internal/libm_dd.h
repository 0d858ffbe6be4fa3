#ifndef LIBM_DD_H
#define LIBM_DD_H

/* Private to libc/src/math: double-double arithmetic and the kernels the
 * double transcendental functions share (exp and log tables, argument
 * reduction by pi/2, the sin/cos/tan kernels). A double-double is an
 * unevaluated sum hi + lo with |lo| <= ulp(hi)/2. */

#include <stdint.h>
#include <errno.h>
#include "libm.h"

#define EXP_N 128
#define LOG_N 128
/* The log table's intervals start at these bits (libc/tools/mathtab.c). */
#define LOG_OFF 0x3fe6900000000000ULL

/* x (its bits ix: positive, normal) = 2^e * z with z (bits *iz) in the
 * log table's range [0.7, 1.4); returns z's interval in __log_tab. */
static inline int __log_split(uint64_t ix, int64_t *e, uint64_t *iz)
{
	uint64_t tmp = ix - LOG_OFF;
	*e = (int64_t)tmp >> 52;
	*iz = ix - (tmp & 0xfffULL << 52);
	return (tmp >> 45) & (LOG_N - 1);
}

hidden extern const double __exp_tab[2 * EXP_N];
hidden extern const double __log_tab[3 * LOG_N];
hidden extern const uint64_t __two_over_pi[20];

/* Payne-Hanek for x = m 2^q (m x's 53-bit significand, 2 <= x < 2^1024):
 * the bits of 2/pi with weight below 2^-(q-1) give multiples of 4, so
 * from bit k0 = max(q-1, 1) on, 192 bits W of 2/pi make x 2/pi mod 4
 * = m W / 2^s, s = k0 + 191 - q. Writes m W exactly as the 256-bit r
 * (r[0] least significant) and returns s: bits s and s+1 of r are n mod
 * 4, the ones below the fraction. (__rem_pio2's large case and
 * __rem_pio2_3 share it.) */
static inline int __pio2_product(uint64_t ix, uint64_t r[4])
{
	typedef unsigned __int128 u128;
	uint64_t m = (ix & 0x000fffffffffffffULL) | 0x0010000000000000ULL, w[3];
	int q = (int)(ix >> 52 & 0x7ff) - 1075;
	int k0 = q - 1 > 1 ? q - 1 : 1;
	int wi = (k0 - 1) >> 6, off = (k0 - 1) & 63;
	u128 p0, p1, p2, t;

	for (int i = 0; i < 3; i++)
		w[i] = off ? __two_over_pi[wi + i] << off | __two_over_pi[wi + i + 1] >> (64 - off)
			: __two_over_pi[wi + i];
	p2 = (u128)m * w[2];
	p1 = (u128)m * w[1];
	p0 = (u128)m * w[0];
	r[0] = (uint64_t)p2;
	t = (p2 >> 64) + (uint64_t)p1;
	r[1] = (uint64_t)t;
	t = (t >> 64) + (p1 >> 64) + (uint64_t)p0;
	r[2] = (uint64_t)t;
	r[3] = (uint64_t)((t >> 64) + (p0 >> 64));
	return k0 + 191 - q;
}

/* Bits b .. b+63 of the 256-bit r (r[0] least significant). */
static inline uint64_t __bits256(const uint64_t r[4], int b)
{
	int w = b >> 6, o = b & 63;
	uint64_t v = r[w] >> o;
	if (o && w < 3)
		v |= r[w + 1] << (64 - o);
	return v;
}
#define ATAN_N 64
hidden extern const double __atan_tab[2 * (ATAN_N + 1)];

/* atan(t + tl) as hi + *lo for 0 <= t <= 1, |tl| <= ulp(t). */
hidden double __atan_dd(double t, double tl, double *lo);

/* s + *e == a + b exactly. */
static inline double __two_sum(double a, double b, double *e)
{
	double s = a + b, bb = s - a;
	*e = (a - (s - bb)) + (b - bb);
	return s;
}

/* The same when |a| >= |b| (or a == 0). */
static inline double __fast_two_sum(double a, double b, double *e)
{
	double s = a + b;
	*e = b - (s - a);
	return s;
}

/* p + *e == a * b exactly (Dekker; no fma needed, no overflow for
 * |a|, |b| < 2^995). */
static inline double __two_prod(double a, double b, double *e)
{
	const double c = 0x1p27 + 1;
	double p = a * b;
	double ta = c * a, ah = ta - (ta - a), al = a - ah;
	double tb = c * b, bh = tb - (tb - b), bl = b - bh;
	*e = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
	return p;
}

/* 2^(k/EXP_N) * (1 + p), |p| < 2^-7, with overflow, underflow and
 * subnormal results rounded once and errno set for them (ERANGE). */
hidden double __exp_special(int64_t k, double p);

static inline double __exp_finish(int64_t k, double p)
{
	int64_t e = k >> 7;
	int j = k & (EXP_N - 1);
	double th = __exp_tab[2 * j], tl = __exp_tab[2 * j + 1];
	if (e < -1020 || e > 1020)
		return __exp_special(k, p);
	return asdouble(asuint64(th + (th * p + tl)) + ((uint64_t)e << 52));
}

/* expm1(r) for |r| <= 0.0028 (and a little more), error < 2^-60. */
static inline double __expm1_poly(double r)
{
	double r2 = r * r;
	return r + r2 * (0.5 + r * (0x1.5555555555555p-3 + r * (0x1.5555555555555p-5
		+ r * 0x1.1111111111111p-7)));
}

/* e^x = hi + *lo for |x| <= 708, relative error below 2^-66. */
hidden double __exp_dd(double x, double *lo);

/* ln(x) = hi + *lo with relative error below 2^-66, for x > 0 finite
 * given by its bits (subnormals included). */
hidden double __log_dd(uint64_t ix, double *lo);

/* log(1 + x) = hi + *lo for x > -1 finite. */
hidden double __log1p_dd(double x, double *lo);

/* x - n*pi/2 = *y0 + *y1 (|y0 + y1| <= pi/4 (a bit more for huge x)),
 * returns n mod 4 in its low bits. x finite. */
hidden int __rem_pio2(double x, double *y0, double *y1);

/* sin(x + y), cos(x + y) for |x + y| <= pi/4 (+ a bit), y a tail of x. */
hidden double __sin_kernel(double x, double y);
hidden double __cos_kernel(double x, double y);
/* tan(x + y) if odd is 0, -1/tan(x + y) otherwise. */
hidden double __tan_kernel(double x, double y, int odd);

/* (asin(s) - s)/s^3 for z = s^2 <= 1/4; asin(sqrt(w)) as hi + *lo. */
hidden double __asin_poly(double z);
hidden double __asin_sqrt(double w, double *lo);

/* sum of c[2k] (+ c[2k+1] for k <= 2) * d^k, k = 0..n, as hi + *lo: Horner
 * in double down to d^3, then three steps in double-double (the tables of
 * libc/tools/libm_fit.py: pairs hi, lo). With |d| small enough that the
 * d^3 tail is below 2^-8 of the sum, the error is about 2^-60 relative. */
static inline double __poly_dd(const double *c, int n, double d, double *lo)
{
	double q = c[2 * n], h, l = 0, p, pl, e;
	int k;
	for (k = n - 1; k >= 3; k--)
		q = q * d + c[2 * k];
	h = q;
	for (k = 2; k >= 0; k--) {
		p = __two_prod(h, d, &pl);
		pl += l * d;
		h = __two_sum(c[2 * k], p, &e);
		l = e + pl + c[2 * k + 1];
		h = __fast_two_sum(h, l, &l);
	}
	*lo = l;
	return h;
}

/* The same at d + dl, |dl| <= ulp(d): the derivative's first two terms
 * times dl. */
static inline double __poly_dd2(const double *c, int n, double d, double dl, double *lo)
{
	double h = __poly_dd(c, n, d, lo);
	*lo += (c[2] + 2 * c[4] * d) * dl;
	return __fast_two_sum(h, *lo, lo);
}

/* sum of c[2k] + c[2k+1] (hi, lo pairs) times r^k, k = 0..n-1, at
 * r = rh + rl, by Horner in double-double throughout (each step within a
 * few 2^-105 of its value when the terms decrease): the accurate paths of
 * powf and atan2f. */
static inline double __dd_horner(const double *c, int n, double rh, double rl, double *lo)
{
	double h = c[2 * (n - 1)], l = c[2 * (n - 1) + 1], p, pe, s, se;
	for (int k = n - 2; k >= 0; k--) {
		p = __two_prod(h, rh, &pe);
		pe += h * rl + l * rh;
		s = __two_sum(c[2 * k], p, &se);
		se += pe + c[2 * k + 1];
		h = __fast_two_sum(s, se, &l);
	}
	*lo = l;
	return h;
}

/* (sh + sl) 2^-1022 rounded once, for |sh + sl| < 2 (a result near or
 * below the normal range scaled into [0, 2)): the subnormal grid in
 * units of 2^-1022 is that of [1, 2), so adding 1 rounds there. */
static inline double __dd_tiny(double sh, double sl)
{
	double w, z;
	if (fabs(sh + sl) >= 1.0)
		return (sh + sl) * 0x1p-1022;
	w = copysign(1.0, sh);
	z = w + sh;
	z = (z + ((sh - (z - w)) + sl)) - w;
	FORCE_EVAL(0x1p-1022 * 0x1p-1022);
	if (z == 0)
		errno = ERANGE;
	return z * 0x1p-1022;
}

/* hi + lo rounded once to float, through round-to-odd at 53 bits: right
 * whenever hi + lo and the exact value are on the same side of every
 * float rounding boundary (the proofs in docs/libm.md). */
static inline float __dd_to_float(double hi, double lo)
{
	uint64_t b = asuint64(hi);
	if (lo != 0 && (b & 0x7fffffffffffffffULL) < 0x7ff0000000000000ULL && hi != 0) {
		if ((lo < 0) != (hi < 0))
			b--;
		b |= 1;
	}
	return (float)asdouble(b);
}

/* erf(x) = hi + *lo for |x| <= 1 (x a normal double or 0), and
 * erfc(x) = (hi + *lo) * 2^*k for 1 <= x <= 27.3 (*k is 0 or -560:
 * the result is below the normal range), relative error < 2^-60. */
hidden double __erf_dd(double x, double *lo);
hidden double __erfc_dd(double x, double *lo, int *k);
/* erfc(x) e^(x^2) for 1 <= x (hi + *lo), the same error. */
hidden double __erfc_scaled(double x, double *lo);

/* lgamma as hi + *lo (*sign: the sign of gamma) for x finite, not 0
 * and not a negative integer; error in __lgamma_dd.c. The positive part
 * alone, and sin(pi x) for x finite and not an integer. */
hidden double __lgamma_dd(double x, double *lo, int *sign);
hidden double __lgamma_pos_dd(double x, double *lo);
hidden double __sinpi_dd(double x, double *lo);
/* gamma(x) = (hi + *lo) 2^*k for 0 < x < 171.7 (*k is 0 or 560). */
hidden double __tgamma_pos_dd(double x, double *lo, int *k);
/* gamma(x) = (hi + *lo) 2^-*k for -190 < x < 0 not an integer. */
hidden double __tgamma_neg_dd(double x, double *lo, int *k);

/* A float result computed in double: round once, and set errno where the
 * rounding itself overflowed or underflowed to zero. */
static inline float __to_float(double y)
{
	float r = (float)y;
	if ((asuint(r) & 0x7fffffff) == 0x7f800000 && (asuint64(y) & 0x7fffffffffffffffULL) < 0x7ff0000000000000ULL)
		errno = ERANGE;
	else if (r == 0 && y != 0)
		errno = ERANGE;
	return r;
}

/* A float function computed as (float)f((double)x) with f(x) ~ x near 0:
 * at a subnormal x the double is x exactly, so rounding it to float
 * raises no underflow though the result is tiny and inexact. */
static inline void __float_tiny_arg(float x)
{
	if ((asuint(x) & 0x7fffffff) - 1 < 0x7fffff)
		FORCE_EVAL(x * x);
}

/* A float function's table of the inputs whose double lands on or past a
 * point halfway between two floats (found by make check-libm-exhaustive),
 * with their correctly rounded results: 1 and *r set when x is one. */
struct __float_hard { float x, r; };

static inline int __float_hard_case(float x, const struct __float_hard *t, size_t n, float *r)
{
	for (size_t i = 0; i < n; i++)
		if (x == t[i].x) {
			*r = t[i].r;
			return 1;
		}
	return 0;
}

/* The interim long double forms (docs/libc-status.md, "libm"): they
 * evaluate in double, so they only need the exponent range handled here.
 * y * 2^k by steps that are exact until the last. */
static inline long double __ld_scale(long double y, int k)
{
	for (; k > 1000; k -= 1000)
		y *= 0x1p1000L;
	for (; k < -1000; k += 1000)
		y *= 0x1p-1000L;
	return y * (long double)asdouble((uint64_t)(1023 + k) << 52);
}

/* |x| = m * 2^*e with m in [2^-1000, 2^1000], x finite and nonzero. */
static inline long double __ld_reduce(long double x, int *e)
{
	*e = 0;
	if (x < 0)
		x = -x;
	for (; x >= 0x1p1000L; *e += 1000)
		x *= 0x1p-1000L;
	for (; x < 0x1p-1000L; *e -= 1000)
		x *= 0x1p1000L;
	return x;
}

#define LN2L 0x1.62e42fefa39ef35793c7673007e6p-1L
#define LOG2EL 0x1.71547652b82fe1777d0ffda0d23ap+0L

/* A long double result: set errno where it overflowed or underflowed to 0. */
static inline long double __ld_check(long double y, long double x)
{
	if ((y == 0 && !isnan(x)) || (isinf(y) && isfinite(x)))
		errno = ERANGE;
	return y;
}

#endif
