#include <fenv.h>
#include "libm.h"

/* Software square root for a long double without an instruction
 * (binary128 on aarch64): the root is found bit by bit with an exact
 * remainder, so it rounds correctly in every mode. */

typedef unsigned __int128 u128;

#define P LDBL_MANT_DIG

long double sqrtl(long double x)
{
	uint64_t hi, lo;
	int e2, neg, c, s, i, inexact;
	u128 m, q = 0, r = 0, half, up;

	c = __ld_unpack(x, &hi, &lo, &e2, &neg);
	if (c == 3 || c == 0 || (c == 2 && !neg))
		return x + x;	/* NaN (quieted), +-0, +inf */
	if (neg)
		return __math_invalidl(x);
	m = (u128)hi << 64 | lo;
	/* M = m * 2^s has 2P+1 or 2P+2 bits and e2 - s is even, so the
	 * root q = floor(sqrt(M)) has P+1 bits: P and a rounding bit. */
	s = 2 * P + 1 - (128 - (hi ? __builtin_clzll(hi) : 64 + __builtin_clzll(lo)));
	if ((e2 - s) & 1) s++;
	for (i = P; i >= 0; i--) {
		int b1 = 2 * i + 1 - s, b0 = 2 * i - s;
		r = r << 2 | (b1 >= 0 ? (m >> b1 & 1) << 1 : 0) | (b0 >= 0 ? m >> b0 & 1 : 0);
		if (r >= (q << 2 | 1)) {
			r -= q << 2 | 1;
			q = q << 1 | 1;
		} else
			q <<= 1;
	}
	half = q & 1;
	q >>= 1;
	inexact = half || r;
	switch (fegetround()) {
	case FE_TONEAREST: up = half && (r || (q & 1)); break;
	case FE_UPWARD: up = inexact; break;
	default: up = 0;
	}
	q += up;
	e2 = (e2 - s) / 2 + 1;
	if (q >> P) {
		q >>= 1;
		e2++;
	}
	if (inexact) feraiseexcept(FE_INEXACT);
	return __ld_pack(0, (uint64_t)(q >> 64), (uint64_t)q, e2);
}
