#include "bessel.h"
#include "libm_ld.h"

/* binary128 J_n(x), Y_n(x), 2 <= n <= BESQ_NMAX, 2^-400 <= x (below
 * Hankel's range, __bessel_ld.c), as (hi + *lo) 2^*k: __jn_dd.c's
 * scheme in pairs of binary128 from J0, J1, Y0, Y1 as pairs
 * (__bessel_q2):
 * - Y_n, and J_n for x >= n: forward recurrence f_k+1 = (2k/x) f_k -
 *   f_k-1 (Y is the dominant solution; next to a zero of f_n the error
 *   is absolute, about 2^-220 of the amplitude times the growth of the
 *   starting values' errors);
 * - x^2/4 <= n + 1: the power series (x/2)^n/n! sum (-x^2/4)^j /
 *   (j! (n+1)...(n+j)), terms falling at once;
 * - between: Miller's backward recurrence from where a dominant
 *   solution started at n has grown by 2^240, normalised by J0 or J1,
 *   whichever is larger (J_n has no zero below n). */

#if LDBL_MANT_DIG == 113

static long double add2(long double ah, long double al, long double bh, long double bl, long double *lo)
{
	long double e, s = __l_two_sum(ah, bh, &e);
	e += al + bl;
	return __l_fast_two_sum(s, e, lo);
}

static long double forward(int y, unsigned n, long double x, long double *lo, int *e)
{
	long double ah, al, bh, bl, ch, cl, fh, fl;
	unsigned k;
	*e = 0;
	ah = __bessel_q2(y, 0, x, &al);
	bh = __bessel_q2(y, 1, x, &bl);
	for (k = 1; k < n; k++) {
		fh = __l_div_dd(2.0L * k, 0, x, 0, &fl);
		ch = __l_mul_dd(fh, fl, bh, bl, &cl);
		ch = add2(ch, cl, -ah, -al, &cl);
		ah = bh, al = bl, bh = ch, bl = cl;
		if (fabsl(bh) > 0x1p6000L) {
			/* only Y grows so (a step multiplies by under
			 * 2^432: x >= 2^-400); once beyond any long double
			 * it stays */
			bh *= 0x1p-6000L, bl *= 0x1p-6000L, ah *= 0x1p-6000L, al *= 0x1p-6000L;
			*e += 6000;
			if (*e > 18000)
				break;
		}
	}
	*lo = bl;
	return bh;
}

static long double series(unsigned n, long double x, long double *lo, int *e)
{
	long double fh = 1, fl = 0, qh, ql, th = 1, tl = 0, sh = 1, sl = 0, hx = 0.5L * x;
	unsigned j;
	*e = 0;
	/* (x/2)^n / n!, rescaled as it goes; once far below the subnormal
	 * range it only falls further */
	for (j = 1; j <= n; j++) {
		fh = __l_mul_dd(fh, fl, hx, 0, &fl);
		fh = __l_div_dd(fh, fl, j, 0, &fl);
		if (fh < 0x1p-5000L) {
			fh *= 0x1p5000L, fl *= 0x1p5000L, *e -= 5000;
			if (*e < -20000 && hx < j)
				break;
		}
	}
	qh = __l_two_prod(x, x, &ql);
	qh *= -0.25L, ql *= -0.25L;
	for (j = 1;; j++) {
		th = __l_mul_dd(th, tl, qh, ql, &tl);
		th = __l_div_dd(th, tl, (long double)j * ((long double)n + j), 0, &tl);
		sh = add2(sh, sl, th, tl, &sl);
		if (fabsl(th) < 0x1p-236L)
			break;
	}
	return __l_mul_dd(fh, fl, sh, sl, lo);
}

static long double miller(unsigned n, long double x, long double *lo, int *e)
{
	long double p0 = 0, p1 = 1, p2, ah = 0, al = 0, bh = 1, bl = 0, ch, cl, fh, fl;
	long double nh = 0, nl = 0, jh, jl;
	unsigned k, m;
	for (k = n + 1; fabsl(p1) < 0x1p240L; k++) {
		p2 = 2.0L * k / x * p1 - p0;
		p0 = p1, p1 = p2;
	}
	m = k + 8;
	*e = 0;
	/* b = J_k, a = J_k+1 (up to a common factor) */
	for (k = m; k > 1; k--) {
		fh = __l_div_dd(2.0L * k, 0, x, 0, &fl);
		ch = __l_mul_dd(fh, fl, bh, bl, &cl);
		ch = add2(ch, cl, -ah, -al, &cl);
		ah = bh, al = bl, bh = ch, bl = cl;
		/* now b = J_k-1 */
		if (fabsl(bh) > 0x1p6000L) {
			bh *= 0x1p-6000L, bl *= 0x1p-6000L, ah *= 0x1p-6000L, al *= 0x1p-6000L;
			if (k - 1 < n)
				*e += 6000;
		}
		if (k - 1 == n)
			nh = bh, nl = bl;
	}
	/* b = J_1, a = J_2: J_0 = (2/x) J_1 - J_2 */
	fh = __l_div_dd(2, 0, x, 0, &fl);
	ch = __l_mul_dd(fh, fl, bh, bl, &cl);
	ch = add2(ch, cl, -ah, -al, &cl);
	if (fabsl(ch) >= fabsl(bh)) {
		jh = __bessel_q2(0, 0, x, &jl);
		jh = __l_div_dd(jh, jl, ch, cl, &jl);
	} else {
		jh = __bessel_q2(0, 1, x, &jl);
		jh = __l_div_dd(jh, jl, bh, bl, &jl);
	}
	*e = -*e;
	return __l_mul_dd(nh, nl, jh, jl, lo);
}

long double __jn_q(int y, unsigned n, long double x, long double *lo, int *k)
{
	*k = 0;
	if (y || x >= n)
		return forward(y, n, x, lo, k);
	if (0.25L * x * x <= n + 1.0L)
		return series(n, x, lo, k);
	return miller(n, x, lo, k);
}

#endif
