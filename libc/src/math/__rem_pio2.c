#include "libm_dd.h"

/* x - n*pi/2 as a double-double and n mod 4. Below 2^20, Cody-Waite with
 * pi/2 in three parts (the first two times n exact, 123 bits in all);
 * above, or when that cancels below 2^-30, Payne-Hanek: the bits of 2/pi
 * that matter mod 4 times x's 53-bit integer significand, exactly in
 * 256-bit integer arithmetic. The worst case over all doubles leaves
 * 2^-61 (x near a multiple of pi/2); 128 fraction bits keep 66 of it. */

#define INVPIO2 0x1.45f306dc9c883p-1
#define P1 0x1.921fb54400000p+0
#define P2 0x1.0b4611a600000p-34
#define P3 0x1.3198a2e037073p-69
#define PIO2_HI 0x1.921fb54442d18p+0
#define PIO2_LO 0x1.1a62633145c07p-54
#define SHIFT 0x1.8p52

typedef unsigned __int128 u128;

static int rem_large(double x, double *y0, double *y1)
{
	uint64_t ix = asuint64(x), r[4], fh, fl;
	int s = __pio2_product(ix, r), n, lz, neg = 0;
	u128 u;
	double hi, lo, yh, yl, e;

	n = __bits256(r, s) & 3;
	fh = __bits256(r, s - 64);
	fl = __bits256(r, s - 128);
	u = (u128)fh << 64 | fl;
	if (fh >> 63) {
		/* fraction >= 1/2: round n up, the remainder is negative */
		n++;
		u = -u;
		neg = 1;
	}
	if (u == 0) {
		*y0 = *y1 = 0;
		return n;
	}
	if ((uint64_t)(u >> 64))
		lz = __builtin_clzll((uint64_t)(u >> 64));
	else
		lz = 64 + __builtin_clzll((uint64_t)u);
	u <<= lz;
	hi = (double)(uint64_t)(u >> 75) * asdouble((uint64_t)(1023 + 75 - 128 - lz) << 52);
	lo = (double)(uint64_t)(u >> 11) * asdouble((uint64_t)(1023 + 11 - 128 - lz) << 52);
	yh = __two_prod(hi, PIO2_HI, &e);
	yl = e + (hi * PIO2_LO + lo * PIO2_HI);
	yh = __fast_two_sum(yh, yl, &yl);
	if (neg ^ (int)(ix >> 63)) {
		yh = -yh;
		yl = -yl;
	}
	if (ix >> 63)
		n = -n;
	*y0 = yh;
	*y1 = yl;
	return n;
}

int __rem_pio2(double x, double *y0, double *y1)
{
	double fn, r, a, ae;

	if ((asuint64(x) & 0x7fffffffffffffffULL) < 0x4130000000000000ULL) {
		fn = x * INVPIO2 + SHIFT;
		fn -= SHIFT;
		r = x - fn * P1;
		a = __two_sum(r, -fn * P2, &ae);
		ae -= fn * P3;
		a = __fast_two_sum(a, ae, y1);
		if ((asuint64(a) & 0x7fffffffffffffffULL) >= 0x3e10000000000000ULL) {
			*y0 = a;
			return (int)(int64_t)fn;
		}
	}
	return rem_large(x, y0, y1);
}
