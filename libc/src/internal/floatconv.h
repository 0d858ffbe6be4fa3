#ifndef FLOATCONV_H
#define FLOATCONV_H

#include <stdint.h>
#include <float.h>
#include "libc.h"
#include "ldouble.h"

/* Exact binary <-> decimal conversion helpers shared by the printf float
 * formatter (__fmt_float), strfrom*, ecvt/fcvt and the strtod family. */

/* Bits of an IEEE binary64, unpacked like __ld_unpack: |x| = m * 2^e2. */
static inline int __dbl_unpack(double x, uint64_t *m, int *e2, int *neg)
{
	union { double f; uint64_t i; } u = { x };
	int ex = u.i >> 52 & 0x7ff;
	*neg = u.i >> 63;
	*m = u.i & 0xfffffffffffffULL;
	if (ex == 0x7ff) return *m ? 3 : 2;
	if (ex) *m |= 1ULL << 52;
	*e2 = (ex ? ex : 1) - 1023 - 52;
	return *m ? 1 : 0;
}

/* Decimal digits of M = hi:lo times 2^e2 in base 1e9 words, least
 * significant first: the value is N * 10^dexp, exactly or (*sticky set)
 * plus a nonzero tail below 10^minpos when digits down to minpos are all
 * the caller needs. */
#define FP_DEC_MAXWORDS(bits, e2) \
	((e2) >= 0 ? (((bits) + (e2)) * 30103L / 100000 + 1) / 9 + 3 \
	           : ((bits) * 30103L + -(long)(e2) * 69897L) / 100000 / 9 + 4)
hidden int __fp_dec(uint32_t *w, uint64_t hi, uint64_t lo, int e2, long minpos, int *dexp, int *sticky);
/* Round N (plus the sticky tail) to a multiple of 10^p: to nearest with
 * ties to even, or (directed rounding, by the sign) away from or toward
 * zero. Returns the new length. */
enum { FP_ROUND_NEAREST, FP_ROUND_UP, FP_ROUND_DOWN };
hidden int __fp_dec_round(uint32_t *w, int n, long p, int sticky, int mode);
/* Number of decimal digits of N (0 for zero). */
hidden long __fp_dec_ndigits(const uint32_t *w, int n);

extern hidden const uint32_t __pow10_32[10];


#endif
