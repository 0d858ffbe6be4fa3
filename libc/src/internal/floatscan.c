#include <stdint.h>
#include <errno.h>
#include <float.h>
#include <fenv.h>
#include "floatscan.h"
#include "ldouble.h"

/* Correctly rounded decimal and hexadecimal input.
 *
 * The value D * 10^e10 (D the significant digits as an integer) is turned
 * into an integer Q and a binary exponent, Q * 2^eq, exact or with a
 * sticky bit standing for a nonzero tail; rounding Q then gives the
 * result directly in the target precision (no double rounding, subnormals
 * included). Short inputs (<= 19 digits, |e10| <= 27) do this in 128-bit
 * integers; the rest use a small bignum: D * 5^e10 for e10 >= 0, and a
 * long division D * 2^s / 5^-e10 otherwise.
 *
 * Digits beyond what any rounding boundary can have (about 780 for
 * double, 11600 for long double) only matter as "nonzero tail", so the
 * bignum stays bounded; the buffers are variable-length arrays sized by
 * the actual input, a few hundred bytes for ordinary numbers. */

struct fmt {
	int p, minexp, maxexp, limit;
};

static const struct fmt fmts[3] = {
	{ FLT_MANT_DIG, FLT_MIN_EXP, FLT_MAX_EXP },
	{ DBL_MANT_DIG, DBL_MIN_EXP, DBL_MAX_EXP },
	{ LDBL_MANT_DIG, LDBL_MIN_EXP, LDBL_MAX_EXP },
};

/* A result before packing: |x| = m * 2^e2 with m < 2^p, normal (bit p-1
 * set) or subnormal at the least exponent. */
struct parts {
	unsigned __int128 m;
	int e2, cls; /* cls: 0 zero, 1 finite, 2 inf, 3 nan */
	int neg, mode; /* inputs: the sign and the rounding mode */
};

static int at(struct fsrc s, size_t i)
{
	if (s.wide) {
		unsigned c = ((const uint32_t *)s.p)[i];
		return c < 128 ? (int)c : 0x100;
	}
	return ((const unsigned char *)s.p)[i];
}

static int lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c | 32 : c;
}

static int hexval(int c)
{
	if (c >= '0' && c <= '9') return c - '0';
	c = lower(c);
	if (c >= 'a' && c <= 'f') return c - 'a' + 10;
	return -1;
}

/* ---- bignum: little-endian 32-bit limbs ---- */

static int bl_bits(const uint32_t *a, int n)
{
	while (n && !a[n - 1]) n--;
	return n ? 32 * (n - 1) + 32 - __builtin_clz(a[n - 1]) : 0;
}

static int bl_mul(uint32_t *a, int n, uint32_t m, uint32_t add)
{
	uint64_t c = add;
	for (int i = 0; i < n; i++) {
		c += (uint64_t)a[i] * m;
		a[i] = c;
		c >>= 32;
	}
	if (c) a[n++] = c;
	return n;
}

static int bl_mul_pow5(uint32_t *a, int n, long k)
{
	static const uint32_t p5[14] = {
		1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125,
		9765625, 48828125, 244140625, 1220703125
	};
	for (; k >= 13; k -= 13) n = bl_mul(a, n, p5[13], 0);
	return k ? bl_mul(a, n, p5[k], 0) : n;
}

static int bl_shl(uint32_t *a, int n, long s)
{
	int w = s / 32, b = s % 32, i;
	if (!n) return 0;
	a[n + w] = 0;
	for (i = n - 1; i >= 0; i--) {
		if (b) a[i + w + 1] |= a[i] >> (32 - b);
		a[i + w] = a[i] << b;
	}
	for (i = 0; i < w; i++) a[i] = 0;
	n += w + 1;
	while (n && !a[n - 1]) n--;
	return n;
}

static int bl_shr(uint32_t *a, int n, long s)
{
	int w = s / 32, b = s % 32, i;
	if (w >= n) return 0;
	for (i = 0; i + w < n; i++)
		a[i] = a[i + w] >> b | (b && i + w + 1 < n ? a[i + w + 1] << (32 - b) : 0);
	n -= w;
	while (n && !a[n - 1]) n--;
	return n;
}

/* Q = A / B by schoolbook long division (Knuth's algorithm D, 32-bit
 * digits), for a quotient known to fit in 128 bits. A is destroyed and
 * needs one spare limb; B (nonzero top limb) is normalised in place.
 * Returns whether the remainder is nonzero. */
static int bl_div(uint32_t *a, int na, uint32_t *b, int nb, unsigned __int128 *q)
{
	int s = __builtin_clz(b[nb - 1]), i, j;
	*q = 0;
	if (na < nb) {
		for (i = 0; i < na; i++)
			if (a[i]) return 1;
		return 0;
	}
	if (s) {
		for (i = nb - 1; i > 0; i--) b[i] = b[i] << s | b[i - 1] >> (32 - s);
		b[0] <<= s;
		a[na] = a[na - 1] >> (32 - s);
		for (i = na - 1; i > 0; i--) a[i] = a[i] << s | a[i - 1] >> (32 - s);
		a[0] <<= s;
	} else {
		a[na] = 0;
	}
	for (j = na - nb; j >= 0; j--) {
		uint64_t num = (uint64_t)a[j + nb] << 32 | a[j + nb - 1];
		uint64_t qh = num / b[nb - 1], rh = num % b[nb - 1];
		int64_t t, k = 0;
		while (qh >> 32 || (nb > 1 && qh * b[nb - 2] > (rh << 32 | a[j + nb - 2]))) {
			qh--;
			rh += b[nb - 1];
			if (rh >> 32) break;
		}
		for (i = 0; i < nb; i++) {
			uint64_t pr = qh * b[i];
			t = (int64_t)a[i + j] - k - (int64_t)(pr & 0xffffffff);
			a[i + j] = t;
			k = (int64_t)(pr >> 32) - (t >> 32);
		}
		t = (int64_t)a[j + nb] - k;
		a[j + nb] = t;
		if (t < 0) {
			uint64_t c = 0;
			qh--;
			for (i = 0; i < nb; i++) {
				c += (uint64_t)a[i + j] + b[i];
				a[i + j] = c;
				c >>= 32;
			}
			a[j + nb] += c;
		}
		*q = *q << 32 | qh;
	}
	for (i = 0; i < nb; i++)
		if (a[i]) return 1;
	return 0;
}

/* 128 bits of A from bit POS up; bits past the top read as 0. */
static unsigned __int128 bl_get128(const uint32_t *a, int n, long pos)
{
	unsigned __int128 r = 0;
	long w = pos / 32;
	int b = pos % 32, i;
	for (i = 3; i >= 0; i--) r = r << 32 | (w + i < n ? a[w + i] : 0);
	if (b) r = r >> b | (unsigned __int128)(w + 4 < n ? a[w + 4] : 0) << (128 - b);
	return r;
}

static int bl_any_below(const uint32_t *a, int n, long pos)
{
	long w = pos / 32;
	if (pos <= 0) return 0;
	for (long i = 0; i < w && i < n; i++)
		if (a[i]) return 1;
	return w < n && (a[w] & ((1U << (pos % 32)) - 1));
}

/* ---- rounding ---- */

static int u128_bits(unsigned __int128 v)
{
	uint64_t h = v >> 64;
	return h ? 128 - __builtin_clzll(h) : (uint64_t)v ? 64 - __builtin_clzll((uint64_t)v) : 0;
}

/* Whether the current rounding mode takes M up, given the first dropped
 * bit and whether anything below it is nonzero. */
static int round_up(const struct parts *r, unsigned __int128 m, int guard, int rest)
{
	switch (r->mode) {
	case FE_TONEAREST: return guard && (rest || (m & 1));
	case FE_UPWARD: return (guard || rest) && !r->neg;
	case FE_DOWNWARD: return (guard || rest) && r->neg;
	default: return 0;
	}
}

/* Round V * 2^eq (plus a sticky nonzero tail below V) to format T in the
 * current rounding mode, as glibc does. */
static void round_u128(struct parts *r, unsigned __int128 v, long eq, int sticky, const struct fmt *t)
{
	long bl = u128_bits(v), lead, drop, keep, emin = t->minexp - 1;
	int guard, rest, tiny;
	unsigned __int128 m, one = 1;

	if (!bl) {
		r->cls = 0;
		if (sticky) errno = ERANGE;
		return;
	}
	lead = eq + bl - 1;
	if (lead >= t->maxexp) goto overflow;
	keep = lead >= emin ? t->p : t->p - (emin - lead);
	drop = bl - keep;
	if (keep <= 0) {
		/* Below half the least subnormal, except exactly at or above it
		 * when keep == 0: then the leading bit is the guard bit. */
		m = 0;
		guard = keep == 0;
		rest = keep == 0 ? ((v & ((one << (bl - 1)) - 1)) != 0 || sticky) : 1;
	} else if (drop <= 0) {
		m = v << -drop;
		guard = 0;
		rest = sticky;
	} else {
		m = v >> drop;
		guard = v >> (drop - 1) & 1;
		rest = sticky || (v & ((one << (drop - 1)) - 1)) != 0;
	}
	if (round_up(r, m, guard, rest)) m++;
	r->e2 = eq + drop;
	if (keep > 0 && m >> keep && lead >= emin) {
		/* Carried into a new bit: a normal number renormalises, a
		 * subnormal simply grows (possibly into the least normal). */
		m >>= 1;
		r->e2++;
		lead++;
	}
	if (keep <= 0) r->e2 = t->minexp - t->p;
	if (lead >= t->maxexp || (m >> t->p)) goto overflow;
	r->m = m;
	r->cls = m ? 1 : 0;
	if (!(guard || rest)) return;
	tiny = lead < emin;
#if TININESS_AFTER_ROUNDING
	if (tiny && lead == emin - 1 && bl > t->p) {
		/* Would rounding to full precision reach the least normal? */
		long d = bl - t->p;
		unsigned __int128 mm = v >> d;
		int g = v >> (d - 1) & 1;
		int rr = sticky || (v & ((one << (d - 1)) - 1)) != 0;
		if (round_up(r, mm, g, rr) && ((mm + 1) >> t->p)) tiny = 0;
	}
#endif
	if (tiny) errno = ERANGE;
	return;
overflow:
	/* Rounding toward zero (for this sign) stops at the largest finite
	 * value instead of infinity. */
	r->cls = 2;
	if (r->mode == FE_TOWARDZERO || r->mode == (r->neg ? FE_UPWARD : FE_DOWNWARD)) {
		r->cls = 1;
		r->m = ((unsigned __int128)1 << t->p) - 1;
		r->e2 = t->maxexp - t->p;
	}
	errno = ERANGE;
}

/* The same for a bignum Q: its top 128 bits carry every decision. */
static void round_q(struct parts *r, const uint32_t *q, int n, long eq, int sticky, const struct fmt *t)
{
	long bl = bl_bits(q, n);
	if (bl <= 128) {
		round_u128(r, bl_get128(q, n, 0), eq, sticky, t);
		return;
	}
	sticky |= bl_any_below(q, n, bl - 128);
	round_u128(r, bl_get128(q, n, bl - 128), eq + bl - 128, sticky, t);
}

/* ---- decimal ---- */

struct digits {
	size_t start;  /* index of the first digit character */
	long ip;       /* digits before the point */
	long first;    /* digit-sequence index of the first nonzero digit */
	long last;     /* ... and of the last one */
	int point;     /* a '.' follows digit ip-1 */
};

static int digit_at(struct fsrc s, const struct digits *d, long k)
{
	return at(s, d->start + k + (d->point && k >= d->ip)) - '0';
}

static void decimal(struct parts *r, struct fsrc s, const struct digits *d, long e10, const struct fmt *t)
{
	long nd = d->last - d->first + 1, limit, L, k;
	int sticky = 0;
	const long p = t->p;

	/* A rounding boundary of the format has at most about
	 * (p - minexp) - 0.301 * -minexp significant digits. */
	limit = (p - t->minexp + 2) - (-(long)t->minexp * 30103 / 100000) + 10;
	L = e10 + nd;
	/* Far out of range: round a stand-in of the same side. */
	if (L - 1 > t->maxexp * 30103L / 100000 + 1) {
		round_u128(r, 1, t->maxexp, 0, t);
		return;
	}
	if (L < (t->minexp - p) * 30103L / 100000 - 1) {
		round_u128(r, 1, t->minexp - p - 2, 1, t);
		return;
	}
	if (nd <= 19 && e10 >= -27 && e10 <= 27) {
		uint64_t v = 0;
		unsigned __int128 p5 = 1;
		for (k = d->first; k <= d->last; k++) v = v * 10 + digit_at(s, d, k);
		if (p == DBL_MANT_DIG && nd <= 15 && e10 >= -22 && e10 <= 22 && r->mode == FE_TONEAREST) {
			/* Clinger: both operands exact, so one IEEE operation
			 * rounds correctly. */
			static const double p10[] = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7,
				1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
				1e19, 1e20, 1e21, 1e22 };
			union { double f; uint64_t i; } u;
			u.f = e10 < 0 ? (double)v / p10[-e10] : (double)v * p10[e10];
			r->m = (u.i & ((1ULL << 52) - 1)) | 1ULL << 52;
			r->e2 = (int)(u.i >> 52) - 1075;
			r->cls = 1;
			return;
		}
		for (k = e10 < 0 ? -e10 : e10; k; k--) p5 *= 5;
		if (e10 >= 0) {
			round_u128(r, v * p5, e10, 0, t);
			return;
		} else {
			int bd = 64 - __builtin_clzll(v), b5 = 64 - __builtin_clzll((uint64_t)p5);
			int sh = p + 3 + b5 - bd;
			if (sh < 0) sh = 0;
			if (bd + sh <= 127) {
				unsigned __int128 num = (unsigned __int128)v << sh;
				unsigned __int128 q = num / (uint64_t)p5;
				round_u128(r, q, e10 - sh, num != q * (uint64_t)p5, t);
				return;
			}
		}
	}
	if (nd > limit) {
		/* The last digit is nonzero by construction, so the tail is. */
		e10 += nd - limit;
		nd = limit;
		sticky = 1;
	}
	{
		/* Limbs: D has < 3.33 nd bits; 5^|e10| has < 2.33 |e10| bits. */
		long ae = e10 < 0 ? -e10 : e10;
		long dl = nd * 3322 / 32000 + 2, fl = ae * 2322 / 32000 + 2;
		long sz = dl + fl + (p + 3) / 32 + 6;
		uint32_t a[sz];
		int n = 0;
		long i;

		for (i = 0, k = d->first; i < nd; ) {
			uint32_t chunk = 0, mul = 1;
			for (int j = 0; j < 9 && i < nd; j++, i++, k++) {
				chunk = chunk * 10 + digit_at(s, d, k);
				mul *= 10;
			}
			n = bl_mul(a, n, mul, chunk);
		}
		if (e10 >= 0) {
			n = bl_mul_pow5(a, n, e10);
			round_q(r, a, n, e10, sticky, t);
		} else {
			/* q = floor(D * 2^sh / 2^sd / 5^k) with p + 3 or p + 4
			 * bits: a long D is shifted down, its lost bits sticky. */
			uint32_t b[fl + 2];
			unsigned __int128 q;
			int nb = 1, bb, sh, sd = 0;
			b[0] = 1;
			nb = bl_mul_pow5(b, nb, -e10);
			bb = bl_bits(b, nb);
			sh = p + 3 + bb - bl_bits(a, n);
			if (sh >= 0) {
				n = bl_shl(a, n, sh);
			} else {
				sd = -sh;
				sh = 0;
				sticky |= bl_any_below(a, n, sd);
				n = bl_shr(a, n, sd);
			}
			sticky |= bl_div(a, n, b, nb, &q);
			round_u128(r, q, e10 - sh + sd, sticky, t);
		}
	}
}

/* ---- the scanner ---- */

static size_t scan_exp(struct fsrc s, size_t i, long *e)
{
	int neg = 0;
	long v = 0;
	size_t j = i + 1;
	if (at(s, j) == '+' || at(s, j) == '-') neg = at(s, j++) == '-';
	if ((unsigned)(at(s, j) - '0') > 9) return i;
	for (; (unsigned)(at(s, j) - '0') <= 9; j++)
		if (v < 1000000000) v = v * 10 + at(s, j) - '0';
	*e = neg ? -v : v;
	return j;
}

static size_t scan_hex(struct fsrc s, size_t i, struct parts *r, const struct fmt *t)
{
	unsigned __int128 m = 0;
	long e = 0, bits = 0;
	int got = 0, sticky = 0, pt = 0, c, h;
	for (;; i++) {
		c = at(s, i);
		if (c == '.' && !pt) {
			pt = 1;
			continue;
		}
		if ((h = hexval(c)) < 0) break;
		got = 1;
		if (bits < 120) {
			m = m << 4 | h;
			if (m) bits += 4;
			if (pt) e -= 4;
		} else {
			sticky |= h != 0;
			if (!pt) e += 4;
		}
	}
	if (!got) return 0;
	if (lower(at(s, i)) == 'p') {
		long pe = 0;
		size_t j = scan_exp(s, i, &pe);
		if (j != i) {
			i = j;
			if (m) e += pe;
		}
	}
	round_u128(r, m, e, sticky, t);
	return i;
}

static size_t scan_nan(struct fsrc s, size_t i, unsigned long long *payload)
{
	size_t j = i, k;
	unsigned long long v = 0;
	int base = 10, c, dv, over = 0;
	*payload = 0;
	if (at(s, j) != '(') return i;
	for (j++; (c = at(s, j)) == '_' || (unsigned)(c - '0') <= 9 || (unsigned)(lower(c) - 'a') < 26; j++);
	if (c != ')') return i;
	/* The n-char-sequence is read as strtoull(..., 0) would; glibc uses
	 * it as the payload only if that consumes all of it. */
	k = i + 1;
	if (at(s, k) == '0') {
		base = 8;
		if (lower(at(s, k + 1)) == 'x' && hexval(at(s, k + 2)) >= 0) {
			base = 16;
			k += 2;
		}
	}
	if (k == j) return j + 1;
	for (; k < j; k++) {
		dv = hexval(at(s, k));
		if (dv < 0 || dv >= base) return j + 1;
		if (v > (~0ULL - dv) / base) over = 1;
		v = v * base + dv;
	}
	if (over) {
		v = ~0ULL;
		errno = ERANGE;
	}
	*payload = v;
	return j + 1;
}

static int match(struct fsrc s, size_t i, const char *w)
{
	for (; *w; w++, i++)
		if (lower(at(s, i)) != *w) return 0;
	return 1;
}

size_t __floatscan(struct fsrc s, int type, union fsval *v)
{
	const struct fmt *t = &fmts[type];
	struct parts r = { 0, 0, 0, 0, FE_TONEAREST };
	unsigned long long payload = 0;
	size_t i = 0, end;
	int neg = 0, c;

	while ((c = at(s, i)) == ' ' || (unsigned)(c - '\t') < 5) i++;
	if (c == '+' || c == '-') neg = at(s, i++) == '-';
	r.neg = neg;
	r.mode = fegetround();
	c = lower(at(s, i));
	if (c == 'i' && match(s, i, "inf")) {
		end = i + (match(s, i, "infinity") ? 8 : 3);
		r.cls = 2;
	} else if (c == 'n' && match(s, i, "nan")) {
		end = scan_nan(s, i + 3, &payload);
		r.cls = 3;
	} else if (c == '0' && lower(at(s, i + 1)) == 'x') {
		end = scan_hex(s, i + 2, &r, t);
		if (!end) {
			/* "0x" with no hex digits is the number 0 followed by x. */
			end = i + 1;
			r.cls = 0;
		}
	} else {
		struct digits d = { i, 0, -1, -1, 0 };
		long k = 0, e10 = 0;
		for (;; i++) {
			c = at(s, i);
			if (c == '.' && !d.point) {
				d.point = 1;
				d.ip = k;
				continue;
			}
			if ((unsigned)(c - '0') > 9) break;
			if (c != '0') {
				if (d.first < 0) d.first = k;
				d.last = k;
			}
			k++;
		}
		if (!k) {
			v->ld = 0;
			switch (type) {
			case FS_FLOAT: v->f = 0; break;
			case FS_DOUBLE: v->d = 0; break;
			}
			return 0;
		}
		if (!d.point) d.ip = k;
		end = i;
		if (lower(c) == 'e') end = scan_exp(s, i, &e10);
		if (d.first >= 0)
			decimal(&r, s, &d, d.ip - d.last - 1 + e10, t);
	}

	switch (type) {
	case FS_FLOAT: {
		union { float f; uint32_t i; } u;
		u.i = r.cls == 2 ? 0x7f800000 : r.cls == 3 ? 0x7fc00000 | (payload & 0x3fffff)
		    : r.cls == 0 ? 0 : (r.m >> 23 ? (uint32_t)(r.e2 + 23 + 127) << 23 : 0) | ((uint32_t)r.m & 0x7fffff);
		u.i |= (uint32_t)neg << 31;
		v->f = u.f;
		break;
	}
	case FS_DOUBLE: {
		union { double f; uint64_t i; } u;
		u.i = r.cls == 2 ? 0x7ffULL << 52 : r.cls == 3 ? 0xfffULL << 51 | (payload & ((1ULL << 51) - 1))
		    : r.cls == 0 ? 0 : (r.m >> 52 ? (uint64_t)(r.e2 + 52 + 1023) << 52 : 0) | ((uint64_t)r.m & ((1ULL << 52) - 1));
		u.i |= (uint64_t)neg << 63;
		v->d = u.f;
		break;
	}
	default:
		if (r.cls == 3) v->ld = __ld_nan(neg, payload);
		else if (r.cls == 2) {
			unsigned __int128 one = (unsigned __int128)1 << (LDBL_MANT_DIG - 1);
			v->ld = __ld_pack(neg, one >> 64, one, 1 << 20);
		}
		else if (r.cls == 0) v->ld = neg ? -0.0L : 0.0L;
		else v->ld = __ld_pack(neg, r.m >> 64, r.m, r.e2);
	}
	return end;
}
