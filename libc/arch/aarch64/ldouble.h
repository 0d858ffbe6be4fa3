#ifndef LDOUBLE_H
#define LDOUBLE_H

#include <stdint.h>

/* IEEE binary128: 112 stored fraction bits and a hidden integer bit,
 * 15-bit exponent biased by 16383, sign on top (little-endian words). */

union __ldshape {
	long double f;
	struct { uint64_t lo, hi; } i;
};

/* |x| = (hi:lo) * 2^*e2. Returns 0 zero, 1 finite, 2 infinity, 3 NaN. */
static inline int __ld_unpack(long double x, uint64_t *hi, uint64_t *lo, int *e2, int *neg)
{
	union __ldshape u = { x };
	int ex = (u.i.hi >> 48) & 0x7fff;
	uint64_t fh = u.i.hi & 0xffffffffffffULL;
	*neg = u.i.hi >> 63;
	*lo = u.i.lo;
	*hi = fh;
	if (ex == 0x7fff)
		return (fh | u.i.lo) ? 3 : 2;
	if (ex) *hi |= 1ULL << 48;
	*e2 = (ex ? ex : 1) - 16383 - 112;
	return (*hi | *lo) ? 1 : 0;
}

/* The inverse for a finite result: M (< 2^113) times 2^e2, where either
 * bit 112 of M is set and e2 is in range, or e2 is the subnormal exponent
 * -16494. An e2 above the range gives infinity. */
static inline long double __ld_pack(int neg, uint64_t hi, uint64_t lo, int e2)
{
	union __ldshape u;
	uint64_t ex;
	if (hi >> 48 & 1) ex = e2 + 16383 + 112;
	else ex = 0;
	if (ex >= 0x7fff) { ex = 0x7fff; hi = lo = 0; }
	u.i.lo = lo;
	u.i.hi = (hi & 0xffffffffffffULL) | ex << 48 | (uint64_t)!!neg << 63;
	return u.f;
}

/* A quiet NaN carrying PAYLOAD below the quiet bit (glibc's nan("n")). */
static inline long double __ld_nan(int neg, uint64_t payload)
{
	union __ldshape u;
	u.i.lo = payload;
	u.i.hi = 0x7fff800000000000ULL | (uint64_t)!!neg << 63;
	return u.f;
}

/* AArch64 detects underflow before rounding. */
#define TININESS_AFTER_ROUNDING 0

#endif
