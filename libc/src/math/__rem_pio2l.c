#include "libm_ld.h"

/* Below 2^22, n = round(x 2/pi) and x - n pi/2 with pi/2 in three parts
 * (Cody and Waite; n times the first is exact): the error is about
 * 2^-(3p-47) absolute. Beyond, Payne and Hanek: x = m 2^e2 (m an
 * integer) times a 448-bit window of 2/pi starting where m 2^e2 2^-i
 * stops being a multiple of 4, in integer arithmetic; the bits left out
 * below the window add less than 2^-270 to the fraction, well below
 * the closest a long double comes to a multiple of pi/2 (about
 * 2^-(p+20)). The fraction, 256 bits read as hi + lo, times pi/2. */

#define W 7

/* Bits POS to POS + 63 of the little-endian number P (POS >= 0). */
static uint64_t bits64(const uint64_t *p, int pos)
{
	int w = pos >> 6, b = pos & 63;
	return b ? p[w] >> b | p[w + 1] << (64 - b) : p[w];
}

static int large(long double x, int de, long double *y0, long double *y1)
{
	uint64_t p[W + 3] = { 0 }, z[W], f[4], m2[2], carry;
	__u128 m, t;
	int e2, neg, k0, s, n, i, j, sc = 0, lz;
	long double h, l, c;

	__l_unpack(x, &m, &e2, &neg);
	e2 += de;
	k0 = e2 - 2 >= 0 ? (e2 - 2) / 64 : 0;
	for (j = 0; j < W; j++)
		z[j] = __two_over_pi_l[k0 + W - 1 - j];
	m2[0] = (uint64_t)m;
	m2[1] = (uint64_t)(m >> 64);
	for (i = 0; i < 2; i++) {
		carry = 0;
		for (j = 0; j < W; j++) {
			t = (__u128)m2[i] * z[j] + p[i + j] + carry;
			p[i + j] = (uint64_t)t;
			carry = t >> 64;
		}
		p[i + W] += carry;
	}
	/* x 2/pi = P 2^-s (mod 4) */
	s = 64 * (k0 + W) - e2;
	n = bits64(p, s) & 3;
	for (i = 0; i < 4; i++)
		f[i] = bits64(p, s - 64 * (i + 1));
	if (f[0] >> 63) {
		/* a fraction >= 1/2: take it minus 1, negated */
		n = (n + 1) & 3;
		neg ^= 1;
		for (i = 3, carry = 1; i >= 0; i--) {
			f[i] = ~f[i] + carry;
			carry = carry && f[i] == 0;
		}
	}
	while (f[0] == 0 && sc < 192) {
		f[0] = f[1], f[1] = f[2], f[2] = f[3], f[3] = 0;
		sc += 64;
	}
	if (f[0] == 0) {
		*y0 = *y1 = 0;
		return n;
	}
	lz = __builtin_clzll(f[0]);
	if (lz) {
		for (i = 0; i < 3; i++)
			f[i] = f[i] << lz | f[i + 1] >> (64 - lz);
		f[3] <<= lz;
	}
	h = __l_fast_two_sum(f[0], f[1] * 0x1p-64L, &l);
	l += f[2] * 0x1p-128L;
	h = __l_mul_dd(h, l, PIO2LD_HI, PIO2LD_LO, &l);
	c = __l_pow2(-64 - sc - lz);
	h *= c;
	l *= c;
	/* the sign of x, and of the fraction when it was >= 1/2 */
	if (neg) {
		h = -h;
		l = -l;
	}
	*y0 = h;
	*y1 = l;
	return x < 0 ? -n & 3 : n;
}

int __rem_pio2l(long double x, long double *y0, long double *y1)
{
	long double kf, t, ph, pl, rh, rl;
	int n;

	if (fabsl(x) <= PIO4L_HI) {
		*y0 = x;
		*y1 = 0;
		return 0;
	}
	if (fabsl(x) >= 0x1p22L)
		return large(x, 0, y0, y1);
	n = __l_rint(x * INVPIO2L, &kf);
	t = x - kf * PIO2L_1;
	ph = __l_two_prod(kf, PIO2L_2, &pl);
	rh = __l_two_sum(t, -ph, &rl);
	rl -= pl + kf * PIO2L_3;
	*y0 = __l_two_sum(rh, rl, y1);
	return n & 3;
}

/* 2x - n pi/2 the same way, 2x not rounded (x up to LDBL_MAX): the Bessel
 * functions' phase, x - (2n + 1) pi/4, next to its zeros
 * (__bessel_q.c). */
int __rem_pio2l_2x(long double x, long double *y0, long double *y1)
{
	if (fabsl(x) < 0x1p21L)
		return __rem_pio2l(2 * x, y0, y1);
	return large(x, 1, y0, y1);
}
