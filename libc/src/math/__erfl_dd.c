#include "libm_ld.h"

static const long double poly[] = ERFL_POLY;

/* erf(a) for 2^-64 <= a < 2 as (hi + *lo) 2^*e.
 *
 * Below 1/2: 2a/sqrt(pi) (1 - a^2/3 + a^4 (1/10 + a^2 Q(a^2))), Q the
 * Taylor series from its fourth term (libm_ld80.h, libm_ld128.h:
 * truncation below 2^-(p+8)); a^2 Q is under 2^-11 of the sum and
 * evaluated in long double, the rest in pairs: about 2^-(p+10).
 *
 * Above: 2a/sqrt(pi) e^(-a^2)
 * sum_n (2a^2)^n / (1 3 5 ... (2n+1)). The terms are positive, so nothing
 * cancels at any a (the Taylor series of erf loses e^(a^2)). N, where the
 * terms are past the largest and below 2^-(p+12) of the sum (the rest, a
 * geometric tail, is smaller than the last), is found by a first pass in
 * long double; Horner's scheme from N goes back in long double down to
 * K = 2a^2 + 8, from where the terms' ratio is below 1/2 and the rest is
 * under 2^-6 of the sum, then in pairs: the rounding errors stay about
 * 2^-(p+6). The error is then that of __expl_dd, 2^-(p+14). */
long double __erfl_dd(long double a, long double *lo, int *e)
{
	long double yh, yl, y2, s = 1, sh, sl, th, tl, t, eh, el, h, l;
	int n, k;

	yh = __l_two_prod(a, a, &yl);
	if (a < 0.5L) {
		*e = 0;
		t = __l_poly(poly, ERFL_DEG - 2, yh) * yh;
		th = __l_two_sum(ERFL_C2_HI, t, &tl);
		tl += ERFL_C2_LO;
		h = __l_mul_dd(yh, yl, yh, yl, &l);
		th = __l_mul_dd(th, tl, h, l, &tl);
		h = __l_mul_dd(yh, yl, THIRDL_HI, THIRDL_LO, &l);
		sh = __l_fast_two_sum(1, -h, &sl);
		sh = __l_fast_two_sum(sh, th, &t);
		sl += t + tl - l;
		h = __l_mul_dd(TWO_SQRTPIL_HI, TWO_SQRTPIL_LO, a, 0, &l);
		return __l_mul_dd(h, l, sh, sl, lo);
	}
	y2 = 2 * yh;
	for (n = 1, t = 1;; n++) {
		t = t * y2 / (2 * n + 1);
		s += t;
		if (2 * n + 1 > y2 && t < s * (LDBL_EPSILON * 0x1p-12L))
			break;
	}
	k = (int)y2 + 8;
	for (s = 1; n > k; n--)
		s = 1 + s * y2 / (2 * n + 1);
	for (sh = s, sl = 0; n >= 1; n--) {
		th = __l_mul_dd(sh, sl, y2, 2 * yl, &tl);
		th = __l_div_dd(th, tl, 2 * n + 1, 0, &tl);
		sh = __l_fast_two_sum(1, th, &t);
		sl = t + tl;
	}
	sh = __l_fast_two_sum(sh, sl, &sl);
	eh = __expl_dd(-yh, -yl, &el, e);
	h = __l_mul_dd(TWO_SQRTPIL_HI, TWO_SQRTPIL_LO, a, 0, &l);
	h = __l_mul_dd(h, l, sh, sl, &l);
	return __l_mul_dd(h, l, eh, el, lo);
}

/* erfc(a) for 2 <= a <= 108 as (hi + *lo) 2^*e, hi + lo in [1, 2):
 * e^(-a^2)/sqrt(pi) times the even part of Laplace's continued fraction,
 * 2a / (2a^2 + 1 - 1*2 / (2a^2 + 5 - 3*4 / (2a^2 + 9 - ...))), taken from
 * its N-th level back in pairs, N = A/a^2 + B (libm_ld80.h, libm_ld128.h:
 * truncation below 2^-(p+12)). Going back, the error of a level is damped
 * by the ones below it, so the sum of rounding errors stays about 2^-2p;
 * a^2 is exact as a pair, e^(-a^2) from __expl_dd (2^-(p+14)). Without
 * PAIRS the fraction is in long double (some 2^-(p-4) relative: enough
 * for 1 - erfc(a), where erfc(a) < 2^-7.7). */
long double __erfcl_dd(long double a, long double *lo, int *e, int pairs)
{
	long double yh, yl, fh, fl, qh, ql, t, u, eh, el, h, l;
	int k, n, x;

	yh = __l_two_prod(a, a, &yl);
	n = (int)(ERFCL_CF_A / yh) + ERFCL_CF_B;
	fh = __l_two_sum(2 * yh, 4 * n + 1, &fl);
	fl += 2 * yl;
	if (!pairs) {
		for (k = n - 1; k >= 0; k--)
			fh = (2 * yh + (4 * k + 1)) - (long double)(2 * k + 1) * (2 * k + 2) / fh;
		fl = 0;
	}
	for (k = pairs ? n - 1 : -1; k >= 0; k--) {
		qh = __l_div_dd((long double)(2 * k + 1) * (2 * k + 2), 0, fh, fl, &ql);
		fh = __l_two_sum(2 * yh, 4 * k + 1, &t);
		fh = __l_two_sum(fh, -qh, &u);
		fl = t + u + 2 * yl - ql;
		fh = __l_fast_two_sum(fh, fl, &fl);
	}
	h = __l_div_dd(2 * a, 0, fh, fl, &l);
	h = __l_mul_dd(h, l, INV_SQRTPIL_HI, INV_SQRTPIL_LO, &l);
	eh = __expl_dd(-yh, -yl, &el, e);
	h = __l_mul_dd(h, l, eh, el, &l);
	/* h >= 2^-12 or so: bring it to [1, 2) for __l_scale */
	x = __l_bexp(h) - (LDBL_MAX_EXP - 1);
	*e += x;
	*lo = l * __l_pow2(-x);
	return h * __l_pow2(-x);
}
