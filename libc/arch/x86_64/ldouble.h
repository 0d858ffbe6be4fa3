#ifndef LDOUBLE_H
#define LDOUBLE_H

#include <stdint.h>

/* The x87 80-bit extended format: 64-bit significand whose integer bit is
 * stored (bit 63), 15-bit exponent biased by 16383, sign above it. A
 * subnormal has exponent field 0 and a clear integer bit; pseudo-denormals
 * and unnormals are treated by their stored bits. */

union __ldshape {
	long double f;
	struct { uint64_t m; uint16_t se; } i;
};

/* |x| = (hi:lo) * 2^*e2. Returns 0 zero, 1 finite, 2 infinity, 3 NaN. */
static inline int __ld_unpack(long double x, uint64_t *hi, uint64_t *lo, int *e2, int *neg)
{
	union __ldshape u = { x };
	int ex = u.i.se & 0x7fff;
	*neg = u.i.se >> 15;
	*hi = 0;
	*lo = u.i.m;
	if (ex == 0x7fff)
		return (u.i.m << 1) ? 3 : 2;
	*e2 = (ex ? ex : 1) - 16383 - 63;
	return u.i.m ? 1 : 0;
}

/* The inverse for a finite result: M (< 2^64) times 2^e2, where either M
 * has its top bit set and e2 is in range, or e2 is the subnormal exponent
 * -16445. An e2 above the range gives infinity. */
static inline long double __ld_pack(int neg, uint64_t hi, uint64_t lo, int e2)
{
	union __ldshape u;
	int ex;
	(void)hi;
	if (lo >> 63) ex = e2 + 16383 + 63;
	else ex = 0;
	if (ex >= 0x7fff) { ex = 0x7fff; lo = 1ULL << 63; }
	u.i.m = lo;
	u.i.se = ex | (neg ? 0x8000 : 0);
	return u.f;
}

/* A quiet NaN carrying PAYLOAD below the quiet bit (glibc's nan("n")). */
static inline long double __ld_nan(int neg, uint64_t payload)
{
	union __ldshape u;
	u.i.m = 3ULL << 62 | (payload & ((1ULL << 62) - 1));
	u.i.se = 0x7fff | (neg ? 0x8000 : 0);
	return u.f;
}

/* x87 detects underflow after rounding (IEEE 754's other option). */
#define TININESS_AFTER_ROUNDING 1

#endif
