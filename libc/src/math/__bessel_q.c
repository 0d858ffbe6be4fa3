#include "bessel.h"
#include "libm_ld.h"

/* binary128 J0, J1, Y0, Y1 (and J_n, Y_n far out) in pairs of binary128,
 * rounded once (docs/libm.md, "Bessel functions", binary128):
 * - below BESQ_XT within min(z/4, 1) of a zero z, and everywhere from
 *   14 to BESQ_XT: the Taylor series around the nearest zero (table of
 *   libc/tools/libm_fit.py bessel128: z in three parts, f'(z) in two),
 *   its coefficients from the differential equation as it goes: the
 *   result is relative to f also next to the zero, x - z being exact to
 *   z's third part;
 * - else below 14, the power series (DLMF 10.2.2, 10.8.1), its largest
 *   term 2^15 at most, log x/2 by its own series in pairs;
 * - from BESQ_XT on (and for J_n, Y_n from max(BESQ_XT, 2^10 n^2)),
 *   Hankel's P and Q
 *   (DLMF 10.17.3) summed until their terms are below 2^-240 (at 90 the
 *   smallest term is e^-180), as R cos(x - (2n + 1) pi/4 + phi) with
 *   phi = atan(Q/P) by its series: next to a zero, the phase's two parts
 *   cancel, so both are within 2^-230 absolute, x - k pi/4 through
 *   __rem_pio2l_2x; the sine and cosine by their series. */

#if LDBL_MANT_DIG == 113

#define BESQ_W 14.0L

static long double add2(long double ah, long double al, long double bh, long double bl, long double *lo)
{
	long double e, s = __l_two_sum(ah, bh, &e);
	e += al + bl;
	return __l_fast_two_sum(s, e, lo);
}

/* log x, x >= 2^-902 normal, as hi + *lo within about 2^-220 (ynl's
 * recurrence starts from Y0 and Y1, where __logl_full's 2^-133 would
 * be an absolute error of the result): x = 2^e m, m in [1/sqrt2,
 * sqrt2), 2 atanh((m - 1)/(m + 1)) by its series plus e log 2 in three
 * parts. */
static long double log_q(long double x, long double *lo)
{
	long double m, dh, dl, uh, ul, vh, vl, th, tl, sh, sl, h, l;
	int e, k;
	m = frexpl(x, &e);
	if (m < 0x1.6a09e667f3bcc908b2fb1366ea95p-1L)
		m *= 2, e--;
	dh = __l_two_sum(m, 1, &dl);
	uh = __l_div_dd(m - 1, 0, dh, dl, &ul);
	vh = __l_mul_dd(uh, ul, uh, ul, &vl);
	sh = th = uh, sl = tl = ul;
	for (k = 1; k < 80; k++) {
		th = __l_mul_dd(th, tl, vh, vl, &tl);
		h = __l_div_dd(th, tl, 2 * k + 1, 0, &l);
		sh = add2(sh, sl, h, l, &sl);
		if (fabsl(h) < 0x1p-240L)
			break;
	}
	h = __l_two_prod(e, LOGL_LN2_2, &l);
	h = add2(e * LOGL_LN2_1, 0, h, l + e * LOGL_LN2_3, &l);
	return add2(h, l, 2 * sh, 2 * sl, lo);
}

/* The power series, x in [2^-900, 14): J_n = (x/2)^n sum u_k, u_k =
 * (-x^2/4)^k / (k! (k + n)!); with H_k = 1 + ... + 1/k,
 * Y0 = 2/pi ((log(x/2) + gamma) J0 - sum H_k u_k),
 * Y1 = 1/pi (-2/x + 2 (log(x/2) + gamma) J1 - x/2 sum (H_k + H_k+1) u_k). */
static long double series(int y, int n, long double x, long double *lo)
{
	long double qh, ql, th = 1, tl = 0, sh = 1, sl = 0, wh = n, wl = 0;
	long double hh = 0, hl = 0, ih, il, ah, al, gh, gl, e;
	int k;

	qh = __l_two_prod(x, x, &ql);
	qh *= -0.25L;
	ql *= -0.25L;
	for (k = 1; k < 200; k++) {
		th = __l_mul_dd(th, tl, qh, ql, &tl);
		th = __l_div_dd(th, tl, (long double)k * (k + n), 0, &tl);
		sh = add2(sh, sl, th, tl, &sl);
		if (y) {
			ih = __l_div_dd(1, 0, k, 0, &il);
			hh = add2(hh, hl, ih, il, &hl);
			ah = hh, al = hl;
			if (n) {
				/* H_k + H_k+1 = 2 H_k + 1/(k+1) */
				ih = __l_div_dd(1, 0, k + 1, 0, &il);
				ah = add2(2 * hh, 2 * hl, ih, il, &al);
			}
			ah = __l_mul_dd(ah, al, th, tl, &al);
			wh = add2(wh, wl, ah, al, &wl);
		}
		if (k * k > -qh && fabsl(th) < 0x1p-240L)
			break;
	}
	if (n) {
		sh = __l_mul_dd(sh, sl, x * 0.5L, 0, &sl);
		wh = __l_mul_dd(wh, wl, x * 0.5L, 0, &wl);
	}
	if (!y) {
		*lo = sl;
		return sh;
	}
	/* (log(x/2) + gamma) f - w */
	gh = log_q(x * 0.5L, &gl);
	gh = add2(gh, gl, __besq_const[4], __besq_const[5], &gl);
	gh = __l_mul_dd(gh, gl, sh, sl, &gl);
	if (!n) {
		gh = add2(gh, gl, -wh, -wl, &gl);
		return __l_mul_dd(gh, gl, __besq_const[0], __besq_const[1], lo);
	}
	gh = add2(2 * gh, 2 * gl, -wh, -wl, &gl);
	ah = __l_div_dd(-2, 0, x, 0, &al);
	gh = add2(gh, gl, ah, al, &gl);
	e = __l_mul_dd(gh, gl, __besq_const[2], __besq_const[3], lo);
	return e;
}

/* f(z + d) = sum a_m d^m, a_0 = 0, a_1 = f'(z); with s = d/z, Z = z^2 and
 * b_m = a_m z^m, x^2 f'' + x f' + (x^2 - n^2) f = 0 gives (m+2)(m+1)
 * b_m+2 = -((m+1)(2m+1) b_m+1 + (m^2 - n^2 + Z) b_m + 2Z b_m-1 + Z b_m-2)
 * (libm_fit.py's bessel_taylor). Forward, the recurrence's other
 * solutions grow like (-1/z)^m at most, which s^m outweighs. Summed
 * until two terms are below 2^-236 of the sum, not the 2^-124 that
 * rounding needs: jnl and ynl start their recurrences from the pair. */
static long double taylor(int n, const long double *z, long double x, long double *lo)
{
	long double dh, dl, sh, sl, Zh, Zl, ph, pl, rh, rl, th, tl, e;
	long double b[4][2] = { { 0, 0 }, { 0, 0 }, { 0, 0 } }, c, prev = 1;
	int m;

	dh = __l_two_sum(x - z[0], -z[1], &dl);
	dl -= z[2];
	dh = __l_fast_two_sum(dh, dl, &dl);
	sh = __l_div_dd(dh, dl, z[0], z[1], &sl);
	Zh = __l_mul_dd(z[0], z[1], z[0], z[1], &Zl);
	/* b[0..3] = b_m-2, b_m-1, b_m, b_m+1 for m = 0 */
	b[3][0] = __l_mul_dd(z[3], z[4], z[0], z[1], &b[3][1]);
	rh = __l_mul_dd(b[3][0], b[3][1], sh, sl, &rl);
	ph = sh, pl = sl;
	for (m = 0; m < 300; m++) {
		/* -(m+1)(2m+1) b_m+1 */
		c = -(long double)(m + 1) * (2 * m + 1);
		th = __l_mul_dd(b[3][0], b[3][1], c, 0, &tl);
		e = add2(Zh, Zl, (long double)m * m - n * n, 0, &dl);
		e = __l_mul_dd(e, dl, b[2][0], b[2][1], &dl);
		th = add2(th, tl, -e, -dl, &tl);
		e = add2(2 * b[1][0], 2 * b[1][1], b[0][0], b[0][1], &dl);
		e = __l_mul_dd(e, dl, Zh, Zl, &dl);
		th = add2(th, tl, -e, -dl, &tl);
		th = __l_div_dd(th, tl, (long double)(m + 2) * (m + 1), 0, &tl);
		b[0][0] = b[1][0], b[0][1] = b[1][1];
		b[1][0] = b[2][0], b[1][1] = b[2][1];
		b[2][0] = b[3][0], b[2][1] = b[3][1];
		b[3][0] = th, b[3][1] = tl;
		ph = __l_mul_dd(ph, pl, sh, sl, &pl);
		th = __l_mul_dd(th, tl, ph, pl, &tl);
		rh = add2(rh, rl, th, tl, &rl);
		c = fabsl(th);
		if (c + prev < 0x1p-236L * fabsl(rh))
			break;
		prev = c;
	}
	*lo = rl;
	return rh;
}

/* The zero of f = 2y + n nearest x (x below the last one). */
static const long double *nearest(int f, long double x)
{
	static const long double *const tab[4] = { __j0_zero_q, __j1_zero_q, __y0_zero_q, __y1_zero_q };
	const long double *z = tab[f];
	int a = 0, b = BESQ_NZ - 1, i;
	while (b - a > 1) {
		i = (a + b) / 2;
		if (z[5 * i] <= x)
			a = i;
		else
			b = i;
	}
	if (x <= z[0])
		return z;
	return x - z[5 * a] < z[5 * b] - x ? z + 5 * a : z + 5 * b;
}

/* sin(h + l) (odd) or cos(h + l), |h + l| <= pi/4 a little more, by
 * their series in pairs: about 2^-220 relative, where __sinl_dd's
 * 2^-118 would show at once in jnl and ynl, whose recurrences start
 * from these. */
static long double sincos_q(long double h, long double l, int odd, long double *lo)
{
	long double vh, vl, th = 1, tl = 0, sh, sl;
	int j;
	vh = __l_mul_dd(h, l, h, l, &vl);
	if (odd)
		th = h, tl = l;
	sh = th, sl = tl;
	for (j = 2 + odd; j < 120; j += 2) {
		th = __l_mul_dd(th, tl, -vh, -vl, &tl);
		th = __l_div_dd(th, tl, (long double)(j - 1) * j, 0, &tl);
		sh = add2(sh, sl, th, tl, &sl);
		if (fabsl(th) < 0x1p-236L * fabsl(sh))
			break;
	}
	*lo = sl;
	return sh;
}

/* Hankel's expansion for x >= 90 (n < 2) or x >= 2^40 n^2: J_n =
 * M R cos(w), Y_n = M R sin(w), M = sqrt(2/(pi x)), R = sqrt(P^2 + Q^2),
 * w = x - (2n + 1) pi/4 + atan(Q/P). */
long double __bessel_q_hankel(int y, unsigned n, long double x, long double *lo)
{
	long double mu = 4.0L * n * n, ih = 0, il = 0, th = 1, tl = 0, ph = 1, pl = 0;
	long double qh = 0, ql = 0, uh, ul, vh, vl, fh, fl, rh, rl, e, c;
	int k = 0, q, j;

	if (x >= 0x1p120L) {
		/* P = 1 and Q = (mu - 1)/8x within 2^-240 (and 1/x in pairs
		 * would overflow Dekker's split near LDBL_MAX) */
		qh = (mu - 1) * 0.125L / x;
		k = 400;
	} else
		ih = __l_div_dd(1, 0, x, 0, &il);
	for (; k < 400; k++) {
		/* a_k+1 / a_k = (mu - (2k+1)^2) / (8 (k+1)) */
		c = mu - (long double)(2 * k + 1) * (2 * k + 1);
		th = __l_mul_dd(th, tl, ih, il, &tl);
		th = __l_mul_dd(th, tl, c, 0, &tl);
		th = __l_div_dd(th, tl, 8.0L * (k + 1), 0, &tl);
		/* P = a_0 - a_2/x^2 + a_4/x^4 ..., Q = a_1/x - a_3/x^3 ... */
		e = (k + 1) & 2 ? -1 : 1;
		if ((k + 1) & 1)
			qh = add2(qh, ql, e * th, e * tl, &ql);
		else
			ph = add2(ph, pl, e * th, e * tl, &pl);
		if (fabsl(th) < 0x1p-240L || th == 0)
			break;
	}
	/* phi = atan(u), u = Q/P small: u - u^3/3 + u^5/5 ... */
	uh = __l_div_dd(qh, ql, ph, pl, &ul);
	vh = __l_mul_dd(uh, ul, uh, ul, &vl);
	fh = uh, fl = ul;
	th = uh, tl = ul;
	for (k = 1; k < 60 && fabsl(th) > 0x1p-250L; k++) {
		th = __l_mul_dd(th, tl, -vh, -vl, &tl);
		e = __l_div_dd(th, tl, 2 * k + 1, 0, &c);
		fh = add2(fh, fl, e, c, &fl);
	}
	/* R */
	rh = __l_mul_dd(ph, pl, ph, pl, &rl);
	e = __l_mul_dd(qh, ql, qh, ql, &c);
	rh = add2(rh, rl, e, c, &rl);
	rh = __l_sqrt_dd(rh, rl, &rl);

	/* x - K pi/4 for the odd K nearest 4x/pi: 2x - j pi/2 is that
	 * (doubled) for j odd; for j even take pi/4 off or on. K mod 8 from
	 * j mod 4 and x - i pi/2 (K is 2i - 1, 2i or 2i + 1) */
	q = __rem_pio2l_2x(x, &uh, &ul);
	uh *= 0.5L;
	ul *= 0.5L;
	k = __rem_pio2l(x, &vh, &vl);
	for (j = 2 * k - 1; (j - q) & 3; j++)
		;
	q = j;
	if (!(q & 1)) {
		if (uh > 0) {
			uh = add2(uh, ul, -PIO4L_HI, -PIO4L_LO, &ul);
			q++;
		} else {
			uh = add2(uh, ul, PIO4L_HI, PIO4L_LO, &ul);
			q--;
		}
	}
	/* x = q pi/4 + u, q odd: w = u + phi + (q - 2n - 1) pi/4; the
	 * sine is the cosine a quarter turn earlier */
	q = ((q & 7) / 2 - (int)(n & 3) - y) & 3;
	uh = add2(uh, ul, fh, fl, &ul);
	while (uh > PIO4L_HI) {
		uh = add2(uh, ul, -PIO2LD_HI, -PIO2LD_LO, &ul);
		q++;
	}
	while (uh < -PIO4L_HI) {
		uh = add2(uh, ul, PIO2LD_HI, PIO2LD_LO, &ul);
		q--;
	}
	c = sincos_q(uh, ul, q & 1, &e);
	if ((q + 1) & 2)
		c = -c, e = -e;
	c = __l_mul_dd(c, e, rh, rl, &e);
	/* M, x scaled by 2^-128 so that 2/(pi x) stays normal */
	th = __l_div_dd(__besq_const[0], __besq_const[1], x * 0x1p-128L, 0, &tl);
	th = __l_sqrt_dd(th, tl, &tl);
	c = __l_mul_dd(c, e, th, tl, &e);
	*lo = e * 0x1p-64L;
	return c * 0x1p-64L;
}

/* J_n (y = 0) or Y_n (y = 1), n < 2, x >= 2^-900, as hi + *lo. */
long double __bessel_q2(int y, int n, long double x, long double *lo)
{
	const long double *z;
	long double d;

	if (x >= BESQ_XT)
		return __bessel_q_hankel(y, (unsigned)n, x, lo);
	z = nearest(2 * y + n, x);
	d = fabsl(x - z[0]);
	if (x >= BESQ_W || (d < 0.25L * z[0] && d < 1))
		return taylor(n, z, x, lo);
	return series(y, n, x, lo);
}

#endif
