#include <fenv.h>
#include "libm.h"

/* x*y + z exactly, rounded once: the product of two significands below
 * 2^113 takes 226 bits, so the sum is formed in 256 (a 253-bit window:
 * enough below the result's precision that a shifted-out tail can be
 * kept as one sticky bit, even across cancellation). */

typedef struct { __u128 hi, lo; } u256;

static u256 mul(__u128 a, __u128 b)
{
	uint64_t a0 = a, a1 = a >> 64, b0 = b, b1 = b >> 64;
	__u128 p00 = (__u128)a0 * b0, p01 = (__u128)a0 * b1;
	__u128 p10 = (__u128)a1 * b0, p11 = (__u128)a1 * b1;
	__u128 mid = (p00 >> 64) + (uint64_t)p01 + (uint64_t)p10;
	u256 r;
	r.lo = mid << 64 | (uint64_t)p00;
	r.hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
	return r;
}

static int top(u256 a)
{
	return a.hi ? 127 + __width(a.hi) : __width(a.lo) - 1;
}

static u256 shl(u256 a, int s)
{
	if (s >= 128) {
		a.hi = a.lo << (s - 128);
		a.lo = 0;
	} else if (s > 0) {
		a.hi = a.hi << s | a.lo >> (128 - s);
		a.lo <<= s;
	}
	return a;
}

/* Shifts right, ORing what falls off into the lowest bit. */
static u256 shr_sticky(u256 a, int s)
{
	int st;
	if (s <= 0) return a;
	if (s >= 256) {
		st = a.hi || a.lo;
		a.hi = 0;
		a.lo = st;
		return a;
	}
	if (s >= 128) {
		st = a.lo || (a.hi & (((__u128)1 << (s - 128)) - 1));
		a.lo = a.hi >> (s - 128);
		a.hi = 0;
	} else {
		st = (a.lo & (((__u128)1 << s) - 1)) != 0;
		a.lo = a.lo >> s | a.hi << (128 - s);
		a.hi >>= s;
	}
	a.lo |= st;
	return a;
}

static int cmp(u256 a, u256 b)
{
	if (a.hi != b.hi) return a.hi < b.hi ? -1 : 1;
	return a.lo < b.lo ? -1 : a.lo > b.lo;
}

static u256 add(u256 a, u256 b)
{
	u256 r = { a.hi + b.hi, a.lo + b.lo };
	r.hi += r.lo < a.lo;
	return r;
}

static u256 sub(u256 a, u256 b)
{
	u256 r = { a.hi - b.hi, a.lo - b.lo };
	r.hi -= a.lo < b.lo;
	return r;
}

/* S 2^e rounded to keep K bits below its top bit T (K may be 0 or less
 * for values below the subnormal range): the kept integer and whether
 * bits were lost. */
static __u128 round_keep(u256 s, int t, int k, int neg, int mode, int *inexact)
{
	/* After deep cancellation S has fewer bits than K + 2: shift it up
	 * (exactly), not down. */
	int sh = t + 1 - k - 2;
	u256 r = sh < 0 ? shl(s, -sh) : shr_sticky(s, sh);
	__u128 kept = r.lo >> 2;
	int rb = r.lo >> 1 & 1, st = r.lo & 1, up;
	*inexact = rb | st;
	switch (mode) {
	case FE_TONEAREST: up = rb && (st || (kept & 1)); break;
	case FE_UPWARD: up = !neg && *inexact; break;
	case FE_DOWNWARD: up = neg && *inexact; break;
	default: up = 0;
	}
	return kept + up;
}

int __fma_core(const struct __fma_fmt *f, int sxy, __u128 mx, __u128 my, int exy,
	int sz, __u128 mz, int ez, int *neg, __u128 *m, int *e2)
{
	u256 p = mul(mx, my), z = { 0, mz }, s;
	int ep = exy, tp = top(p), tz = top(z), e, t, E, k, inexact, tiny, mode = fegetround();
	__u128 kept;

	p = shl(p, 252 - tp);
	ep -= 252 - tp;
	z = shl(z, 252 - tz);
	ez -= 252 - tz;
	if (ep >= ez) {
		z = shr_sticky(z, ep - ez);
		e = ep;
	} else {
		p = shr_sticky(p, ez - ep);
		e = ez;
	}
	if (sxy == sz) {
		s = add(p, z);
		*neg = sxy;
	} else if (cmp(p, z) >= 0) {
		s = sub(p, z);
		*neg = sxy;
	} else {
		s = sub(z, p);
		*neg = sz;
	}
	if (!s.hi && !s.lo) {
		/* An exact zero from opposite signs: -0 only rounding down. */
		*neg = mode == FE_DOWNWARD;
		*m = 0;
		*e2 = 0;
		return 0;
	}
	t = top(s);
	E = e + t;
	k = E >= f->emin ? f->p : f->p - (f->emin - E);
	kept = round_keep(s, t, k, *neg, mode, &inexact);
	*e2 = e + t + 1 - k;
	if (kept >> f->p) {
		kept >>= 1;
		(*e2)++;
	}
	*m = kept;
	if (kept && *e2 + __width(kept) - 1 > f->emax) {
		feraiseexcept(FE_OVERFLOW | FE_INEXACT);
		return mode == FE_TONEAREST || (mode == FE_UPWARD && !*neg) || (mode == FE_DOWNWARD && *neg) ? 2 : 1;
	}
	if (!inexact) return 0;
	/* Underflow: tiny and inexact; tiny before rounding, or after
	 * rounding to full precision as if the exponent were unbounded. */
	tiny = E < f->emin;
	if (tiny && TININESS_AFTER_ROUNDING && E == f->emin - 1) {
		int ix;
		if (round_keep(s, t, f->p, *neg, mode, &ix) >> f->p) tiny = 0;
	}
	feraiseexcept(tiny ? FE_INEXACT | FE_UNDERFLOW : FE_INEXACT);
	return 0;
}
