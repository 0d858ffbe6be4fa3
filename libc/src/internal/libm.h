#ifndef LIBM_H
#define LIBM_H

/* Private to libc/src/math: bit access to the three floating types, the
 * error helpers that raise the IEEE flag and set errno together
 * (math_errhandling is both), and evaluation that the compiler may not
 * drop or move. The long double layout is the arch's (ldouble.h). */

#include <stdint.h>
#include <float.h>
#include <math.h>
#include "libc.h"
#include "ldouble.h"

typedef unsigned __int128 __u128;

static inline uint32_t asuint(float f)
{
	union { float f; uint32_t i; } u = { f };
	return u.i;
}

static inline float asfloat(uint32_t i)
{
	union { uint32_t i; float f; } u = { i };
	return u.f;
}

static inline uint64_t asuint64(double f)
{
	union { double f; uint64_t i; } u = { f };
	return u.i;
}

static inline double asdouble(uint64_t i)
{
	union { uint64_t i; double f; } u = { i };
	return u.f;
}

/* |x| = m * 2^*e2 with m an integer (the significand with its integer
 * bit), like __ld_unpack for long double. Returns 0 zero, 1 finite,
 * 2 infinity, 3 NaN. */
static inline int __d_unpack(double x, uint64_t *m, int *e2, int *neg)
{
	uint64_t u = asuint64(x);
	int ex = u >> 52 & 0x7ff;
	*neg = u >> 63;
	*m = u & 0xfffffffffffffULL;
	*e2 = 0;
	if (ex == 0x7ff) return *m ? 3 : 2;
	if (ex) *m |= 1ULL << 52;
	*e2 = (ex ? ex : 1) - 1023 - 52;
	return *m ? 1 : 0;
}

static inline int __f_unpack(float x, uint64_t *m, int *e2, int *neg)
{
	uint32_t u = asuint(x);
	int ex = u >> 23 & 0xff;
	*neg = u >> 31;
	*m = u & 0x7fffff;
	*e2 = 0;
	if (ex == 0xff) return *m ? 3 : 2;
	if (ex) *m |= 1 << 23;
	*e2 = (ex ? ex : 1) - 127 - 23;
	return *m ? 1 : 0;
}

/* The inverse of the above for a value that is representable: any
 * integer m (or 0) and exponent with m * 2^e2 exact in the type (bits
 * shifted out below the subnormal exponent must be zero). */
static inline double __d_pack(int neg, __u128 m, int e2)
{
	uint64_t s = (uint64_t)!!neg << 63;
	if (!m) return asdouble(s);
	for (; e2 < -1074; e2++) m >>= 1;
	while (m < 1ULL << 52 && e2 > -1074) { m <<= 1; e2--; }
	while (m >= 1ULL << 53) { m >>= 1; e2++; }
	if (m < 1ULL << 52) return asdouble(s | (uint64_t)m);
	return asdouble(s | (uint64_t)(e2 + 1023 + 52) << 52 | (m & 0xfffffffffffffULL));
}

static inline float __f_pack(int neg, __u128 m, int e2)
{
	uint32_t s = (uint32_t)!!neg << 31;
	if (!m) return asfloat(s);
	for (; e2 < -149; e2++) m >>= 1;
	while (m < 1 << 23 && e2 > -149) { m <<= 1; e2--; }
	while (m >= 1 << 24) { m >>= 1; e2++; }
	if (m < 1 << 23) return asfloat(s | (uint32_t)m);
	return asfloat(s | (uint32_t)(e2 + 127 + 23) << 23 | (uint32_t)(m & 0x7fffff));
}

/* The long double unpack and pack on one 128-bit significand; pack takes
 * any exactly representable m * 2^e2 (m < 2^LDBL_MANT_DIG after
 * normalizing, e2 at least the subnormal exponent). */
#define __LD_SUBEXP (LDBL_MIN_EXP - LDBL_MANT_DIG)

static inline int __l_unpack(long double x, __u128 *m, int *e2, int *neg)
{
	uint64_t hi, lo;
	int c;
	*e2 = 0;
	c = __ld_unpack(x, &hi, &lo, e2, neg);
	*m = (__u128)hi << 64 | lo;
	return c;
}

static inline long double __l_pack(int neg, __u128 m, int e2)
{
	if (!m) return neg ? -0.0L : 0.0L;
	for (; e2 < __LD_SUBEXP; e2++) m >>= 1;
	while (m < (__u128)1 << (LDBL_MANT_DIG - 1) && e2 > __LD_SUBEXP) { m <<= 1; e2--; }
	while (m >> LDBL_MANT_DIG) { m >>= 1; e2++; }
	if (m < (__u128)1 << (LDBL_MANT_DIG - 1)) e2 = __LD_SUBEXP;
	return __ld_pack(neg, (uint64_t)(m >> 64), (uint64_t)m, e2);
}

/* fmod and remainder of |x| = mx 2^ex by |y| = my 2^ey (finite, not
 * zero, significands below 2^113): returns the remainder r with
 * |r| = *mx 2^ey, and the quotient's low 31 bits in *q. NEAREST rounds
 * the quotient to nearest even (remainder) instead of truncating (fmod);
 * the return value is then 1 when r has the opposite sign of x. */
hidden int __rem_core(__u128 *mx, int ex, __u128 my, int *ey, int nearest, unsigned *q);

/* 2^n for n in the normal range of the type. */
static inline float __f_pow2(int n)
{
	return asfloat((uint32_t)(n + 127) << 23);
}

static inline double __d_pow2(int n)
{
	return asdouble((uint64_t)(n + 1023) << 52);
}

static inline long double __l_pow2(int n)
{
	__u128 one = (__u128)1 << (LDBL_MANT_DIG - 1);
	return __ld_pack(0, (uint64_t)(one >> 64), (uint64_t)one, n - (LDBL_MANT_DIG - 1));
}

/* The number of significant bits of m (m > 0). */
static inline int __width(__u128 m)
{
	uint64_t hi = m >> 64;
	return hi ? 128 - __builtin_clzll(hi) : 64 - __builtin_clzll((uint64_t)m);
}

/* Rounds a long double to an integral value (floorl, ceill, truncl,
 * roundl, rintl): HOW is one of these; *inexact is set when the value
 * changed. Raises nothing itself. */
enum { __ROUND_TRUNC, __ROUND_FLOOR, __ROUND_CEIL, __ROUND_AWAY, __ROUND_EVEN };
hidden long double __roundl(long double x, int how, int *inexact);

/* fma on significands (finite, nonzero operands): x*y = mx my 2^exy
 * with sign sxy, z = mz 2^ez with sign sz; the format has p bits and
 * leading-bit exponents emin..emax. Writes the rounded result as
 * sign, significand and exponent (exact for the packers) and raises the
 * flags. Returns 0, or on overflow 2 for infinity, 1 for the largest
 * finite value (as the rounding mode says). */
struct __fma_fmt { int p, emin, emax; };
hidden int __fma_core(const struct __fma_fmt *f, int sxy, __u128 mx, __u128 my, int exy,
	int sz, __u128 mz, int ez, int *neg, __u128 *m, int *e2);

/* A NaN whose quiet bit (the fraction's top bit) is clear. */
static inline int __issignaling(double x)
{
	uint64_t u = asuint64(x);
	return (u & 0x7ff0000000000000ULL) == 0x7ff0000000000000ULL && (u & 0xfffffffffffffULL)
		&& !(u >> 51 & 1);
}

static inline int __issignalingf(float x)
{
	uint32_t u = asuint(x);
	return (u & 0x7f800000) == 0x7f800000 && (u & 0x7fffff) && !(u >> 22 & 1);
}

static inline int __issignalingl(long double x)
{
	__u128 m;
	int e2, neg;
	return __l_unpack(x, &m, &e2, &neg) == 3 && !(m >> (LDBL_MANT_DIG - 2) & 1);
}

/* Evaluates X for its side effect on the flags. */
#define FORCE_EVAL(x) do { volatile __typeof__(x) __fe_v = (x); (void)__fe_v; } while (0)

/* Domain error: NaN, "invalid", errno EDOM. X is returned quieted when
 * it is already a NaN (no error then). */
hidden float __math_invalidf(float x);
hidden double __math_invalid(double x);
hidden long double __math_invalidl(long double x);
/* Pole error: infinity with sign NEG, "divbyzero", errno ERANGE. */
hidden float __math_divzerof(int neg);
hidden double __math_divzero(int neg);
hidden long double __math_divzerol(int neg);
/* Overflow and underflow of a result with sign NEG: the huge or tiny
 * value rounded in the current mode, the flags, errno ERANGE. */
hidden float __math_oflowf(int neg);
hidden double __math_oflow(int neg);
hidden long double __math_oflowl(int neg);
hidden float __math_uflowf(int neg);
hidden double __math_uflow(int neg);
hidden long double __math_uflowl(int neg);

#endif
