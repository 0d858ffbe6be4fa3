#include "libm_dd.h"

/* Correctly rounded in round-to-nearest (the argument is in docs/libm.md,
 * "powf"). Three steps:
 * 1. e^(y ln x) in double: ln x from __log_dd's table with r exact and
 *    a degree-8 log1p, y ln x and e^t (pow's exp) rounded in double:
 *    relative error below 2^-42.4 (2^-44.4 seen).
 * 2. Unless that double lies within MARGIN (2^13) ulps of a point halfway
 *    between two floats, it rounds to the right float (below 2^-126, in
 *    float's subnormal grid, the test is on z 2^149).
 * 3. Otherwise: if x^y is a double (at most 53 significant bits: every
 *    float and every halfway point is), it is built exactly and rounded
 *    once; else the double-double path below (relative error < 2^-95)
 *    decides: the worst cases known for powf (CORE-MATH's search) are
 *    farther than that from a halfway point. */

#define INVLN2N 0x1.71547652b82fep+7
#define LN2N_HI 0x1.62e42fefc0000p-8
#define LN2N_LO -0x1.c610ca86c3899p-44
#define SHIFT 0x1.8p52
#define MARGIN 8192
#define LN2 0x1.62e42fefa39efp-1

/* ln 2 in three parts, the first two of 42 bits (e * part exact for
 * |e| < 2^11); ln2/128 in three, the first two of 38 bits (k * part
 * exact for |k| < 2^15). */
#define L2_HI 0x1.62e42fefa38p-1
#define L2_MD 0x1.ef35793c768p-45
#define L2_LO -0x1.9ff0342542fc3p-90
#define L2N_HI 0x1.62e42fefap-8
#define L2N_MD 0x1.cf79abc9ep-47
#define L2N_LO 0x1.d9cc01f97b57ap-86

/* (-1)^(k+1)/k and 1/k!, k = 1.., as hi, lo pairs. */
static const double log1p_c[2 * 14] = {
	0x1p+0, 0,
	-0x1p-1, 0,
	0x1.5555555555555p-2, 0x1.5555555555555p-56,
	-0x1p-2, 0,
	0x1.999999999999ap-3, -0x1.999999999999ap-57,
	-0x1.5555555555555p-3, -0x1.5555555555555p-57,
	0x1.2492492492492p-3, 0x1.2492492492492p-57,
	-0x1p-3, 0,
	0x1.c71c71c71c71cp-4, 0x1.c71c71c71c71cp-58,
	-0x1.999999999999ap-4, 0x1.999999999999ap-58,
	0x1.745d1745d1746p-4, -0x1.745d1745d1746p-59,
	-0x1.5555555555555p-4, -0x1.5555555555555p-58,
	0x1.3b13b13b13b14p-4, -0x1.3b13b13b13b14p-58,
	-0x1.2492492492492p-4, -0x1.2492492492492p-58,
};
static const double exp_c[2 * 11] = {
	0x1p+0, 0,
	0x1p-1, 0,
	0x1.5555555555555p-3, 0x1.5555555555555p-57,
	0x1.5555555555555p-5, 0x1.5555555555555p-59,
	0x1.1111111111111p-7, 0x1.1111111111111p-63,
	0x1.6c16c16c16c17p-10, -0x1.f49f49f49f49fp-65,
	0x1.a01a01a01a01ap-13, 0x1.a01a01a01a01ap-73,
	0x1.a01a01a01a01ap-16, 0x1.a01a01a01a01ap-76,
	0x1.71de3a556c734p-19, -0x1.c154f8ddc6c00p-73,
	0x1.27e4fb7789f5cp-22, 0x1.cbbc05b4fa99ap-76,
	0x1.ae64567f544e4p-26, -0x1.c062e06d1f209p-80,
};

/* 0: y not an integer, 1: odd integer, 2: even integer. */
static int yint(uint32_t iy)
{
	int e = (iy >> 23 & 0xff) - 0x7f;
	if (e < 0)
		return 0;
	if (e > 23)
		return 2;
	if (iy & ((1U << (23 - e)) - 1))
		return 0;
	return iy >> (23 - e) & 1 ? 1 : 2;
}

/* 2^k for -1022 <= k <= 1023. */
static double pow2i(int k)
{
	return asdouble((uint64_t)(k + 0x3ff) << 52);
}

/* odd m, odd n >= 1 or any n >= 1: m^n * 2^k in *r if m^n < 2^53 and the
 * value is a normal double. */
static int intpow(uint64_t m, int n, int k, double *r)
{
	uint64_t p = m;
	if (m > 1 && n > 34)
		return 0; /* 3^34 > 2^53 */
	for (int i = 1; i < n; i++) {
		if (p > (1ULL << 53) / m)
			return 0;
		p *= m;
	}
	if (k < -1022 || k > 1023)
		return 0;
	*r = (double)p * pow2i(k);
	return 1;
}

/* x^y for x > 0 finite, y finite and not 0: 1 and *r = x^y if x^y is a
 * double. With x = m 2^e and |y| = n 2^g (m, n odd):
 * - x a power of 2 (m = 1): x^y = 2^(e y), a double if e y is an integer;
 * - y an integer >= 1: m^y 2^(e y), a double if m^y < 2^53; a negative
 *   integer gives 1/m^|y|, not a dyadic number unless m = 1;
 * - y = n/2^f > 0, f >= 1: x^y is rational only if x is a 2^f-th power
 *   (m = k^(2^f), e a multiple of 2^f), then k^n 2^(e n/2^f); with
 *   k >= 3 odd, k^(2^f) < 2^24 needs f <= 3. y < 0 with m > 1: 1/that,
 *   not dyadic. */
static int exact(float x, float y, double *r)
{
	uint32_t ix = asuint(x), iy = asuint(y) & 0x7fffffff;
	uint32_t m = ix & 0x7fffff, n = iy & 0x7fffff;
	int e = ix >> 23, g = iy >> 23, neg = asuint(y) >> 31, t, f;
	if (e)
		m |= 0x800000;
	else
		e = 1;
	e -= 150;
	if (g)
		n |= 0x800000;
	else
		g = 1;
	g -= 150;
	t = __builtin_ctz(m);
	m >>= t;
	e += t;
	t = __builtin_ctz(n);
	n >>= t;
	g += t;
	if (g >= 0) {
		/* |y| = n 2^g; |e y| <= 300 is needed for a result near the
		 * float range, and |y| >= 2^9 with x != 1 exceeds that. */
		if (g > 8 || n > 512)
			return 0;
		int N = (int)(n << g);
		if (m == 1)
			return intpow(1, 1, neg ? -e * N : e * N, r);
		if (neg)
			return 0;
		return intpow(m, N, e * N, r);
	}
	f = -g;
	if (m == 1) {
		if (f > 8 || (e & ((1 << f) - 1)) || n > 4096)
			return 0;
		int k = (e / (1 << f)) * (int)n;
		return intpow(1, 1, neg ? -k : k, r);
	}
	if (neg || f > 3 || n > 34)
		return 0;
	for (int i = 0; i < f; i++) {
		uint32_t s;
		if (e & 1)
			return 0;
		s = (uint32_t)__builtin_sqrt((double)m);
		if (s * s != m)
			return 0;
		m = s;
		e /= 2;
	}
	return intpow(m, (int)n, e * (int)n, r);
}

/* x^y for x > 0 as a double-double, relative error below 2^-95 (the
 * bound in docs/libm.md), rounded once; |y ln x| < 104.5. */
static float accurate(float x, float y)
{
	uint64_t ix = asuint64((double)x), iz;
	int64_t e;
	int i, j;
	double z, invc, ph, pl, r, sh, sl, ah, al, err, th, tl, kd, rh, rl, qh, ql;
	double uh, ul, wh, wl;

	/* x = 2^e z, z in [0.7, 1.4) with 24 bits; invc (32 bits) ~ 1/z:
	 * z invc has at most 56 bits and z invc - 1 (|.| <= 2^-8) at most 48,
	 * so r is exact. */
	i = __log_split(ix, &e, &iz);
	z = asdouble(iz);
	invc = __log_tab[3 * i];
	ph = __two_prod(z, invc, &pl);
	r = (ph - 1.0) + pl;

	/* log1p(r) = r P(r), P through r^13: truncation below 2^-116 |r|. */
	ah = __dd_horner(log1p_c, 14, r, 0, &al);
	ah = __two_prod(ah, r, &err);
	al = al * r + err;
	/* e ln2 - log(invc) + log1p(r); e ln2 exact in its first two parts. */
	sh = __fast_two_sum(e * L2_HI, e * L2_MD, &sl);
	sl += e * L2_LO;
	sh = __two_sum(sh, __log_tab[3 * i + 1], &err);
	sl += err + __log_tab[3 * i + 2];
	sh = __two_sum(sh, ah, &err);
	sl += err + al;
	sh = __fast_two_sum(sh, sl, &sl);

	/* t = y log x */
	th = __two_prod(y, sh, &tl);
	tl += y * sl;
	th = __fast_two_sum(th, tl, &tl);

	/* t = k ln2/128 + r, |r| <= ln2/256 (+ a little) */
	kd = th * INVLN2N + SHIFT;
	kd -= SHIFT;
	rh = th - kd * L2N_HI;
	rh = __two_sum(rh, -kd * L2N_MD, &err);
	rl = err + tl - kd * L2N_LO;
	rh = __two_sum(rh, rl, &rl);

	/* e^r = 1 + r Q(r), Q through r^10/11!: truncation below 2^-109 |r| */
	qh = __dd_horner(exp_c, 11, rh, rl, &ql);
	uh = __two_prod(qh, rh, &err);
	ul = err + qh * rl + ql * rh;
	uh = __fast_two_sum(uh, ul, &ul);

	/* 2^(j/128) (1 + u) */
	int64_t k = (int64_t)kd;
	j = k & (EXP_N - 1);
	double Th = __exp_tab[2 * j], Tl = __exp_tab[2 * j + 1];
	wh = __two_prod(Th, uh, &err);
	wl = err + Th * ul + Tl * uh;
	wh = __two_sum(Th, wh, &err);
	wl += err + Tl;
	wh = __fast_two_sum(wh, wl, &wl);

	double sc = pow2i((int)(k >> 7));
	return __dd_to_float(wh * sc, wl * sc);
}

float powf(float x, float y)
{
	uint32_t ix = asuint(x), iy = asuint(y);
	uint64_t ix64, iz;
	int neg = 0, i;
	int64_t e;
	double zz, invc, ih, r, r2, p, hi, eh, kd, z, d;
	float res;

	if ((iy << 1) == 0 || ix == 0x3f800000)
		return 1.0f;
	/* x zero, infinite or NaN, or y infinite or NaN: pow's special
	 * values (exact in float) with its errno and flags. */
	if ((ix << 1) - 1 >= 0xff000000u - 1 || (iy << 1) >= 0xff000000u)
		return (float)pow(x, y);
	if (ix >> 31) {
		int k = yint(iy);
		if (k == 0)
			return __math_invalidf(x);
		neg = k == 1;
		ix &= 0x7fffffff;
		x = -x;
		if (ix == 0x3f800000)
			return neg ? -1.0f : 1.0f;
	}
	/* ln x = e ln2 - log(invc) + log1p(r) in double, with r exact: z has
	 * 24 bits, invc's first 28 bits times z are exact, and z invc - 1
	 * is one rounding from the exact value. */
	ix64 = asuint64((double)x);
	i = __log_split(ix64, &e, &iz);
	zz = asdouble(iz);
	invc = __log_tab[3 * i];
	ih = asdouble(asuint64(invc) & ~0xffffffULL);
	r = (zz * ih - 1.0) + zz * (invc - ih);
	r2 = r * r;
	p = r * r2 * (0x1.5555555555555p-2 - 0.25 * r + r2 * (0.2 - 0x1.5555555555555p-3 * r
		+ r2 * (0x1.2492492492492p-3 - 0.125 * r)));
	hi = ((double)e * LN2 + __log_tab[3 * i + 1]) + (r - 0.5 * r2 + p);
	eh = y * hi;
	/* x^y >= 2^129.1 or <= 2^-150.7 */
	if (!(eh < 89.5 && eh > -104.5))
		return eh > 0 ? __math_oflowf(neg) : __math_uflowf(neg);
	kd = eh * INVLN2N + SHIFT;
	kd -= SHIFT;
	r = (eh - kd * LN2N_HI) - kd * LN2N_LO;
	z = __exp_finish((int64_t)kd, __expm1_poly(r));
	if (z >= 0x1p-126) {
		if (((asuint64(z) + MARGIN - 0x10000000) & 0x1fffffff) > 2 * MARGIN)
			goto done;
	} else {
		/* In units of 2^-149 the error is below 2^-19.4 (z < 2^-126);
		 * a z near the float grid goes on too, where x^y may be exact
		 * (rounding z would raise a false underflow). */
		double w = z * 0x1p149, f = w - (double)(int64_t)w;
		if (__builtin_fabs(f - 0.5) < 0.5 - 0x1p-17 && __builtin_fabs(f - 0.5) > 0x1p-17)
			goto done;
	}
	if (exact(x, y, &d))
		res = __to_float(d);
	else {
		res = accurate(x, y);
		if ((asuint(res) & 0x7fffffff) == 0x7f800000 || res == 0)
			errno = ERANGE;
	}
	return neg ? -res : res;
done:
	res = __to_float(z);
	return neg ? -res : res;
}
