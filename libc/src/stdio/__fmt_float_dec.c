#include <stdint.h>
#include "floatconv.h"

/* Exact binary-to-decimal expansion. A finite binary value M * 2^e2 is an
 * integer times a power of ten: M * 2^e2 for e2 >= 0, and M * 5^-e2 *
 * 10^e2 otherwise. So its complete decimal expansion is the integer
 * N = M * 2^e2 or M * 5^-e2, built here in base 1e9 words by repeated
 * small multiplications. Every printf digit is then a plain read of N and
 * rounding is exact, with no error analysis to get wrong. */

const uint32_t __pow10_32[10] = {
	1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000
};

#define BASE 1000000000U

/* Only the digits down to 10^minpos: floor(M * 2^e2 * 10^s) for s =
 * -minpos, from the binary integer M * 5^s shifted right by -e2 - s bits;
 * *sticky says whether anything nonzero was cut off. For a small number
 * this is far less work than all of its (up to 11500) digits. */
static int dec_trunc(uint32_t *w, uint64_t hi, uint64_t lo, int k, long s, int *sticky)
{
	long sh = k - s, ws = sh / 32, i;
	int n = 0, bs = sh % 32, nd = 0;
	uint32_t c;

	for (; lo | hi; lo = lo >> 32 | hi << 32, hi >>= 32) w[n++] = lo;
	for (; s > 0; s -= c) {
		static const uint32_t p5[14] = {
			1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125,
			9765625, 48828125, 244140625, 1220703125
		};
		uint64_t carry = 0;
		c = s < 13 ? s : 13;
		for (i = 0; i < n; i++) {
			carry += (uint64_t)w[i] * p5[c];
			w[i] = carry;
			carry >>= 32;
		}
		if (carry) w[n++] = carry;
	}
	for (i = 0; i < ws && i < n; i++)
		if (w[i]) *sticky = 1;
	if (ws >= n) return 0;
	if (bs && (w[ws] & ((1U << bs) - 1))) *sticky = 1;
	for (i = 0; i + ws < n; i++)
		w[i] = w[i + ws] >> bs | (bs && i + ws + 1 < n ? w[i + ws + 1] << (32 - bs) : 0);
	n -= ws;
	while (n && !w[n - 1]) n--;
	{
		uint32_t d[n + n / 8 + 2];
		while (n) {
			uint64_t rem = 0;
			for (i = n - 1; i >= 0; i--) {
				uint64_t cur = rem << 32 | w[i];
				w[i] = cur / BASE;
				rem = cur % BASE;
			}
			d[nd++] = rem;
			while (n && !w[n - 1]) n--;
		}
		for (i = 0; i < nd; i++) w[i] = d[i];
	}
	return nd;
}

int __fp_dec(uint32_t *w, uint64_t hi, uint64_t lo, int e2, long minpos, int *dexp, int *sticky)
{
	int n = 0, i, c;

	*sticky = 0;
	if (!(hi | lo)) {
		*dexp = 0;
		return 0;
	}
	/* Trailing zero bits only lengthen the work (0.5 is 5e-1, not 5^53...). */
	if (!lo) {
		lo = hi;
		hi = 0;
		e2 += 64;
	}
	c = __builtin_ctzll(lo);
	if (c) {
		lo = lo >> c | (hi << 1 << (63 - c));
		hi >>= c;
		e2 += c;
	}
	if (e2 < 0 && e2 < minpos && minpos <= 0) {
		*dexp = minpos;
		return dec_trunc(w, hi, lo, -e2, -minpos, sticky);
	}
	if (e2 > 0 && !hi && e2 < __builtin_clzll(lo)) {
		lo <<= e2;
		e2 = 0;
	}
	if (hi) {
		unsigned __int128 m = (unsigned __int128)hi << 64 | lo;
		while (m) {
			w[n++] = (uint32_t)(m % BASE);
			m /= BASE;
		}
	} else {
		while (lo) {
			w[n++] = lo % BASE;
			lo /= BASE;
		}
	}
	if (e2 > 0) {
		/* 29 bits at a time keeps word * 2^c + carry inside 64 bits. */
		for (; e2 > 0; e2 -= c) {
			uint64_t carry = 0;
			c = e2 < 29 ? e2 : 29;
			for (i = 0; i < n; i++) {
				uint64_t t = ((uint64_t)w[i] << c) + carry;
				w[i] = t % BASE;
				carry = t / BASE;
			}
			for (; carry; carry /= BASE) w[n++] = carry % BASE;
		}
		*dexp = 0;
	} else {
		static const uint32_t p5[14] = {
			1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125,
			9765625, 48828125, 244140625, 1220703125
		};
		int k = -e2;
		/* 5^13 is the largest power whose product with a word fits. */
		for (; k > 0; k -= c) {
			uint64_t carry = 0, f;
			c = k < 13 ? k : 13;
			f = p5[c];
			for (i = 0; i < n; i++) {
				uint64_t t = w[i] * f + carry;
				w[i] = t % BASE;
				carry = t / BASE;
			}
			for (; carry; carry /= BASE) w[n++] = carry % BASE;
		}
		*dexp = e2;
	}
	return n;
}

long __fp_dec_ndigits(const uint32_t *w, int n)
{
	int d = 1;
	if (!n) return 0;
	while (d < 9 && w[n - 1] >= __pow10_32[d]) d++;
	return 9L * (n - 1) + d;
}

int __fp_dec_round(uint32_t *w, int n, long p, int sticky, int mode)
{
	long nd;
	int i, j, r, lowj, cmp, up;
	uint32_t top, half, kept;

	if (p <= 0) return n;
	nd = __fp_dec_ndigits(w, n);
	if (p > nd) {
		/* Below 10^(p-1), less than half of 10^p: nothing is left unless
		 * a directed mode rounds any nonzero tail away from zero. */
		if (mode != FP_ROUND_UP || !(n || sticky)) return 0;
		for (i = 0; i < p / 9; i++) w[i] = 0;
		w[p / 9] = __pow10_32[p % 9];
		return p / 9 + 1;
	}
	j = p / 9;
	r = p % 9;
	if (r) {
		top = w[j] % __pow10_32[r];
		half = 5 * __pow10_32[r - 1];
		lowj = j;
	} else {
		top = w[j - 1];
		half = BASE / 2;
		lowj = j - 1;
	}
	cmp = (top > half) - (top < half);
	for (i = 0; !cmp && i < lowj; i++)
		if (w[i]) cmp = 1;
	if (!cmp && sticky) cmp = 1;
	kept = j < n ? w[j] / __pow10_32[r] : 0;
	if (mode == FP_ROUND_NEAREST) {
		up = cmp > 0 || (!cmp && (kept & 1));
	} else if (mode == FP_ROUND_UP) {
		up = top || sticky;
		for (i = 0; !up && i < lowj; i++) up = w[i] != 0;
	} else {
		up = 0;
	}
	for (i = 0; i < j; i++) w[i] = 0;
	if (j < n) w[j] -= w[j] % __pow10_32[r];
	if (up) {
		if (j == n) w[n++] = 0;
		w[j] += __pow10_32[r];
		while (w[j] >= BASE) {
			w[j++] -= BASE;
			if (j == n) w[n++] = 0;
			w[j]++;
		}
	}
	while (n && !w[n - 1]) n--;
	return n;
}
