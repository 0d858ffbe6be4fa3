#include "bessel.h"

/* x - (n + h/2) pi/2 (h 0 or 1) as y[0] + y[1] + y[2], |y| <= pi/4, and
 * n mod 4, for 1 <= x < 2^1024: the Payne-Hanek product of
 * __rem_pio2.c's rem_large (the 192 bits of 2/pi that matter times x's
 * integer significand, exactly), but all 192 fraction bits kept. The
 * bits of 2/pi left out weigh at most 2^-137 of pi/2 (x >= 2^54; below,
 * x 2^-192), and h/2 is subtracted in fixed point, so y is within about
 * 2^-136 of x - (n + h/2) pi/2 absolutely: next to a zero of a Bessel
 * function (h = 1, docs/libm.md) that is what keeps the result's
 * relative accuracy, where double-double's 2^-106 of pi/4 would not. */

#define PIO2_1 0x1.921fb54442d18p+0
#define PIO2_2 0x1.1a62633145c07p-54
#define PIO2_3 -0x1.f1976b7ed8fbcp-110

int __rem_pio2_3(double x, int h, double y[3])
{
	uint64_t r[4], f[3];
	int s = __pio2_product(asuint64(x), r), n, lz = 0, l, neg = 0;
	double a, b, c, sc, p, pe, u, ue, v, ve, mid, me, low;


	/* s >= 190: the fraction is r's bits s-1 .. s-192, the lowest of
	 * them below r[0] (zeros) when s < 192 */
	n = __bits256(r, s) & 3;
	f[0] = __bits256(r, s - 64);
	f[1] = __bits256(r, s - 128);
	f[2] = s >= 192 ? __bits256(r, s - 192) : r[0] << (192 - s);
	/* two's complement: subtracting h/2 flips the top bit; a set top
	 * bit then means fraction - 1, n + 1 (h = 0) or n (h = 1) */
	if (h)
		f[0] ^= 1ULL << 63;
	if (f[0] >> 63) {
		neg = 1;
		n += !h;
		f[0] = ~f[0];
		f[1] = ~f[1];
		f[2] = ~f[2];
		if (++f[2] == 0 && ++f[1] == 0)
			++f[0];
	}
	while (f[0] == 0 && lz < 192) {
		f[0] = f[1];
		f[1] = f[2];
		f[2] = 0;
		lz += 64;
	}
	if (lz >= 192) {
		y[0] = y[1] = y[2] = 0;
		return n & 3;
	}
	l = __builtin_clzll(f[0]);
	if (l) {
		f[0] = f[0] << l | f[1] >> (64 - l);
		f[1] = f[1] << l | f[2] >> (64 - l);
		f[2] <<= l;
	}
	lz += l;
	/* the fraction as three 53-bit integers times 2^-(53+lz), ... */
	sc = asdouble((uint64_t)(1023 - 53 - lz) << 52);
	a = (double)(f[0] >> 11) * sc;
	b = (double)((f[0] & 0x7ff) << 42 | f[1] >> 22) * sc * 0x1p-53;
	c = (double)((f[1] & 0x3fffff) << 31 | f[2] >> 33) * sc * 0x1p-106;
	/* times pi/2 in three parts: the terms above 2^-106 of the result
	 * exactly, the rest in double (2^-150) */
	p = __two_prod(a, PIO2_1, &pe);
	u = __two_prod(a, PIO2_2, &ue);
	v = __two_prod(b, PIO2_1, &ve);
	low = ue + ve + a * PIO2_3 + b * PIO2_2 + c * PIO2_1;
	mid = __two_sum(u, v, &me);
	mid = __two_sum(mid, pe, &u);
	low += me + u;
	y[0] = __fast_two_sum(p, mid, &u);
	y[1] = __two_sum(u, low, &y[2]);
	if (neg) {
		y[0] = -y[0];
		y[1] = -y[1];
		y[2] = -y[2];
	}
	return n & 3;
}
