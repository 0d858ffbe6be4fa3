#include "bessel.h"

/* J_n(x) or Y_n(x), n >= 2, x > 0 finite, as (hi + *lo) 2^*k, in
 * double-double:
 * - x >= 2^50 n: the first terms of the asymptotic expansion (the next
 *   ones are below 2^-100);
 * - Y_n, and J_n for x >= n: forward recurrence
 *   f_k+1 = (2k/x) f_k - f_k-1 from f_0, f_1 (stable there: Y is the
 *   dominant solution; next to a zero of f_n the error is absolute);
 * - x^2/4 <= n + 1: the power series (x/2)^n/n! sum (-x^2/4)^j /
 *   (j! (n+1)...(n+j)), whose terms fall at once, no cancellation;
 * - between: Miller's backward recurrence from an index m where a
 *   dominant solution started at n has grown by 2^120, normalised by
 *   J0 or J1, whichever is larger. J_n has no zero below n, so both of
 *   the last two keep their relative accuracy. */

static double forward(int y, unsigned n, double x, double xl, double *lo, int *e)
{
	double ah, al, bh, bl, ch, cl, fh, fl;
	unsigned k;
	*e = 0;
	ah = __bessel_dd2(y, 0, x, xl, &al);
	if ((y & 1) && x < 0x1p-40)
		bh = __dd_div(-TWO_OVER_PI_HI, -TWO_OVER_PI_LO, x, xl, &bl);
	else
		bh = __bessel_dd2(y, 1, x, xl, &bl);
	for (k = 1; k < n; k++) {
		fh = __dd_div(2.0 * k, 0, x, xl, &fl);
		if (k == 1 && isinf(fh * bh)) {
			/* from Y_1 at x < 2^-511.8: Y_2 overflows there, and
			 * every Y_n after it (the product's low part would
			 * be inf - inf) */
			*lo = 0;
			return copysign(INFINITY, bh);
		}
		ch = __dd_mul(fh, fl, bh, bl, &cl);
		ch = __dd_add(ch, cl, -ah, -al, &cl);
		ah = bh, al = bl, bh = ch, bl = cl;
		if (fabs(bh) > 0x1p300) {
			/* only Y grows so; once beyond any long double it
			 * stays (a step multiplies by under 2^532: x >=
			 * 2^-500) */
			bh *= 0x1p-600, bl *= 0x1p-600, ah *= 0x1p-600, al *= 0x1p-600;
			*e += 600;
			if (*e > 16800)
				break;
		}
	}
	*lo = bl;
	return bh;
}

static double asymptotic(int y, unsigned n, double x, double xl, double *lo)
{
	/* psi = (4n^2 - 1)/(8x), M = sqrt(2/(pi x)) */
	double mh, ml, ph, pl, ch, cl;
	mh = __two_prod(2.0 * n, 2.0 * n, &ml);
	mh = __dd_add(mh, ml, -1, 0, &ml);
	/* (Dekker's product overflows past 2^995) */
	if (x > 0x1p900)
		ph = __dd_div(mh, ml, x * 0x1p-100, xl * 0x1p-100, &pl), ph *= 0x1p-103, pl *= 0x1p-103;
	else
		ph = __dd_div(mh, ml, x, xl, &pl), ph *= 0.125, pl *= 0.125;
	ch = __bessel_cos_phase(x, xl, ph, pl, (int)((n + (y & 1)) & 3) | (y & BES_LD), &cl);
	mh = __bessel_amp(x, xl, 0, 0, &ml);
	return __dd_mul(ch, cl, mh, ml, lo);
}

static double series(unsigned n, double x, double xl, double *lo, int *e)
{
	double fh = 1, fl = 0, qh, ql, th = 1, tl = 0, sh = 1, sl = 0, hx = 0.5 * x;
	unsigned j;
	*e = 0;
	/* (x/2)^n / n!, rescaled as it goes; once far below the subnormal
	 * range it only falls further */
	for (j = 1; j <= n; j++) {
		fh = __dd_mul(fh, fl, hx, 0.5 * xl, &fl);
		fh = __dd_div(fh, fl, j, 0, &fl);
		if (fh > 0x1p500)
			fh *= 0x1p-500, fl *= 0x1p-500, *e += 500;
		if (fh < 0x1p-500) {
			fh *= 0x1p500, fl *= 0x1p500, *e -= 500;
			if (*e < -17000 && hx < j)
				break;
		}
	}
	qh = __dd_mul(x, xl, x, xl, &ql);
	qh *= -0.25, ql *= -0.25;
	for (j = 1;; j++) {
		th = __dd_mul(th, tl, qh, ql, &tl);
		th = __dd_div(th, tl, (double)j * ((double)n + j), 0, &tl);
		sh = __dd_add(sh, sl, th, tl, &sl);
		if (fabs(th) < 0x1p-110)
			break;
	}
	return __dd_mul(fh, fl, sh, sl, lo);
}

static double miller(int ld, unsigned n, double x, double xl, double *lo, int *e)
{
	double p0 = 0, p1 = 1, p2, ah = 0, al = 0, bh = 1, bl = 0, ch, cl, fh, fl;
	double nh = 0, nl = 0, jh, jl;
	unsigned k, m;
	for (k = n + 1; fabs(p1) < 0x1p120; k++) {
		p2 = 2.0 * k / x * p1 - p0;
		p0 = p1, p1 = p2;
	}
	m = k + 8;
	*e = 0;
	/* b = J_k, a = J_k+1 (up to a common factor) */
	for (k = m; k > 1; k--) {
		fh = __dd_div(2.0 * k, 0, x, xl, &fl);
		ch = __dd_mul(fh, fl, bh, bl, &cl);
		ch = __dd_add(ch, cl, -ah, -al, &cl);
		ah = bh, al = bl, bh = ch, bl = cl;
		/* now b = J_k-1 */
		if (fabs(bh) > 0x1p600) {
			bh *= 0x1p-600, bl *= 0x1p-600, ah *= 0x1p-600, al *= 0x1p-600;
			if (k - 1 < n)
				*e += 600;
		}
		if (k - 1 == n)
			nh = bh, nl = bl;
	}
	/* b = J_1, a = J_2: J_0 = (2/x) J_1 - J_2 */
	fh = __dd_div(2, 0, x, xl, &fl);
	ch = __dd_mul(fh, fl, bh, bl, &cl);
	ch = __dd_add(ch, cl, -ah, -al, &cl);
	if (fabs(ch) >= fabs(bh)) {
		jh = __bessel_dd2(ld, 0, x, xl, &jl);
		jh = __dd_div(jh, jl, ch, cl, &jl);
	} else {
		jh = __bessel_dd2(ld, 1, x, xl, &jl);
		jh = __dd_div(jh, jl, bh, bl, &jl);
	}
	*e = -*e;
	return __dd_mul(nh, nl, jh, jl, lo);
}

double __jn_dd2(int y, unsigned n, double x, double xl, double *lo, int *k)
{
	*k = 0;
	if ((y & 1) && x < 0x1p-512) {
		/* Y_2(x) is about -4/(pi x^2), beyond the double range
		 * already (and Y_n, n > 2, further); from 2^-512 on the
		 * recurrence's first product, about that value, overflows
		 * where the result does, and forward() says so (long double
		 * scales x up from below 2^-400 before calling here) */
		*lo = 0;
		return -INFINITY;
	}
	if (x >= 0x1p50 * n)
		return asymptotic(y, n, x, xl, lo);
	if ((y & 1) || x >= n)
		return forward(y, n, x, xl, lo, k);
	if (0.25 * x * x <= n + 1.0)
		return series(n, x, xl, lo, k);
	return miller(y & BES_LD, n, x, xl, lo, k);
}
