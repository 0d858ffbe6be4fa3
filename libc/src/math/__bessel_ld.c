#include "bessel.h"
#include "libm_ld.h"

/* The long double Bessel functions J_n, Y_n (n >= 0) for x > 0 finite,
 * rounded once (docs/libm.md, "Bessel functions", long double):
 * - binary128: the pair kernels of __bessel_q.c (n < 2; Hankel's
 *   expansion for every n from max(90, 2^10 n^2)) and __jn_q.c (n up
 *   to BESQ_NMAX); above that n, the double-double kernels below with
 *   x's last bits through the derivative (about 2^-69 relative);
 * - x87, x >= 2^40 max(1, n^2): the modulus-phase expansion (DLMF
 *   10.18.17, 10.18.18) to its second terms, the rest below 2^-120 of
 *   M, with x reduced by __rem_pio2l and the cosine of
 *   __cosl_dd/__sinl_dd, in long double pairs;
 * - else the double-double kernels (__bessel_dd2, __jn_dd2) at x split
 *   as xh + xl (with BES_LD: the phase's cosine in double-double all
 *   through): exact for the x87 format, so its results keep the
 *   kernels' error, 2^-70 or better but next to the zeros above 1024;
 * - J_n and Y_n (n >= 2) of x below 2^-400 (xh would not hold x below
 *   2^-960; __jn_dd2 wants 2^-500):
 *   the kernels at x 2^s, in [2^-150, 2^-149), and the power of 2 that
 *   the leading terms (x/2)^n/n! and -(n-1)!(2/x)^n/pi give, the next
 *   terms being 2^-290 of them. */

/* (h + l) 2^k rounded once to long double (__l_scale wants [1, 2)). */
static long double round_dd(double h, double l, long k)
{
	int e;
	long double H, L;
	if (h == 0 || !isfinite(h))
		return h;
	e = ilogb(h);
	/* in long double: l 2^-e may be below double's range, and double's
	 * scalbn would say ERANGE for a part that is not the result */
	H = scalbnl(h, -e);
	L = scalbnl(l, -e);
	k += e;
	if (k > 20000)
		k = 20000;
	if (k < -20000)
		k = -20000;
	if (H < 0)
		return -__l_scale(-H, -L, (int)k);
	return __l_scale(H, L, (int)k);
}


#if LDBL_MANT_DIG > 64
/* (h + l) 2^k rounded once, h + l a pair of binary128. */
static long double round_q(long double h, long double l, long k)
{
	int e;
	if (h == 0 || !isfinite(h))
		return h;
	e = ilogbl(h);
	h = scalbnl(h, -e);
	l = scalbnl(l, -e);
	k += e;
	if (k > 20000)
		k = 20000;
	if (k < -20000)
		k = -20000;
	if (h < 0)
		return -__l_scale(-h, -l, (int)k);
	return __l_scale(h, l, (int)k);
}
#endif

#if LDBL_MANT_DIG == 64
static long double asymptotic(int y, unsigned n, long double x)
{
	long double mu = 4.0L * n * n, t = 1 / x, c, m, rh, rl, sh, sl, e;
	long double ph, pl, ah, al, ch, cl, xs = x * 0x1p-128L;
	int q = __rem_pio2l(x, &rh, &rl);

	/* theta = x - (2n + 1) pi/4 + (mu - 1)/8x + (mu - 1)(mu - 25)/384x^3,
	 * J = M cos(theta), Y = M sin(theta) = M cos(theta - pi/2) */
	c = (mu - 1) * t * 0.125L * (1 + (mu - 25) * t * t / 48);
	q -= (int)((n + y) & 3);
	sh = __l_two_sum(rh, -PIO4L_HI, &e);
	sh = __l_fast_two_sum(sh, e + rl - PIO4L_LO + c, &sl);
	while (sh < -PIO4L_HI) {
		sh = __l_two_sum(sh, PIO2LD_HI, &e);
		sh = __l_fast_two_sum(sh, e + sl + PIO2LD_LO, &sl);
		q--;
	}
	while (sh > PIO4L_HI) {
		sh = __l_two_sum(sh, -PIO2LD_HI, &e);
		sh = __l_fast_two_sum(sh, e + sl - PIO2LD_LO, &sl);
		q++;
	}
	if (q & 1)
		ch = __sinl_dd(sh, sl, &cl);
	else
		ch = __cosl_dd(sh, sl, &cl);
	if ((q + 1) & 2)
		ch = -ch, cl = -cl;

	/* M = sqrt(2/(pi x)) (1 + (mu - 1)/16x^2), x scaled by 2^-128 so
	 * that 2/(pi x) stays normal */
	ph = __l_mul_dd(PIO2LD_HI, PIO2LD_LO, xs, 0, &pl);
	ph = __l_sqrt_dd(ph, pl, &pl);
	ah = __l_div_dd(1, 0, ph, pl, &al);
	m = (mu - 1) * t * t / 16;
	al += ah * m;
	ah = __l_mul_dd(ah, al, ch, cl, &al);
	return (ah + al) * 0x1p-64L;
}
#endif

long double __bessel_ld(int y, unsigned n, long double x)
{
	long double nn = (long double)n * n, x3, r;
	double xh, xl, h, l, h1, l1, d;
	int k = 0, k1 = 0, s = 0;
	long sk = 0;

#if LDBL_MANT_DIG > 64
	long double rl;
	if (n < 2) {
		r = __bessel_q2(y, (int)n, x, &rl);
		return r + rl;
	}
	if (x >= BESQ_XT && x >= 0x1p10L * nn) {
		r = __bessel_q_hankel(y, n, x, &rl);
		return r + rl;
	}
#else
	if (x >= 0x1p40L * (nn > 1 ? nn : 1))
		return asymptotic(y, n, x);
#endif
	if (n >= 2 && x < 0x1p-400L) {
		s = -150 - ilogbl(x);
		x = scalbnl(x, s);
		/* (x/2)^n and (2/x)^n; round_dd clamps it */
		sk = (long)s * n;
		if (!y)
			sk = -sk;
	}
#if LDBL_MANT_DIG > 64
	if (n <= BESQ_NMAX) {
		r = __jn_q(y, n, x, &rl, &k);
		return round_q(r, rl, k + sk);
	}
#endif
	xh = (double)x;
	xl = (double)(x - xh);
	x3 = x - xh - xl;
	y |= BES_LD;
	if (n < 2)
		h = __bessel_dd2(y, (int)n, xh, xl, &l);
	else
		h = __jn_dd2(y, n, xh, xl, &l, &k);
	if (x3 != 0 && h != 0 && isfinite(h)) {
		/* binary128: f(x) = f(xh + xl) (1 + f'/f x3), with
		 * J0' = -J1, J1' = J0 - J1/x, f_n' = f_n-1 - (n/x) f_n
		 * (the same for Y) */
		d = (double)x3;
		if (n == 0) {
			h1 = __bessel_dd2(y, 1, xh, xl, &l1);
			h1 = -h1;
		} else if (n == 1)
			h1 = __bessel_dd2(y, 0, xh, xl, &l1);
		else if (n == 2)
			h1 = __bessel_dd2(y, 1, xh, xl, &l1);
		else
			h1 = __jn_dd2(y, n - 1, xh, xl, &l1, &k1);
		/* next to a zero the correction is the result's size:
		 * f_n-1 x3 exactly */
		/* (a correction below double's range is 0 here, not a
		 * range error of the result: errno is kept) */
		int saved = errno;
		h1 = scalbn(__two_prod(h1, d, &l1), k1 - k);
		l1 = scalbn(l1, k1 - k) - n / xh * h * d;
		errno = saved;
		h = __dd_add(h, l, h1, l1, &l);
	}
	r = round_dd(h, l, k + sk);
	return r;
}
