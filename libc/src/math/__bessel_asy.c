#include "bessel.h"

/* x >= 25: J = M cos(theta), Y = M sin(theta) with the modulus
 * M = sqrt(2/(pi x)) (1 + m(t)) and the phase
 * theta = x - (2 nu + 1) pi/4 + psi(t), t = 1/x, from their asymptotic
 * series to t^40 (within 2^-74 at 25, better beyond). x - pi/4 + psi
 * is reduced mod pi/2 in double-double (__rem_pio2 is within about
 * 2^-100 absolutely, psi's terms from t^5 on, in double, 2^-82 at 30
 * and 2^-105 at 1024), so the error is absolute: next to a zero of J
 * or Y above BES_XT relative error grows; below, near_zero takes the
 * zero from a table and keeps it relative. */

#define PIO4_HI 0x1.921fb54442d18p-1
#define PIO4_LO 0x1.1a62633145c07p-55
#define PIO2_HI 0x1.921fb54442d18p+0
#define PIO2_LO 0x1.1a62633145c07p-54
#define SQRT2OPI_HI 0x1.9884533d43651p-1
#define SQRT2OPI_LO -0x1.cbc0d30ebfd15p-55

/* sum c_k z^k (c_k in pairs), k = 0..n, in double-double all through. */
static double poly_full(const double *c, int n, double zh, double zl, double *lo)
{
	double h = c[2 * n], l = c[2 * n + 1];
	int k;
	for (k = n - 1; k >= 0; k--) {
		h = __dd_mul(h, l, zh, zl, &l);
		h = __dd_add(h, l, c[2 * k], c[2 * k + 1], &l);
	}
	*lo = l;
	return h;
}

/* cos(x + xl - pi/4 - q pi/2 + (ph + pl)) as a double-double,
 * |ph| < 1/2; xl (the long double forms' low part, up to 2^-53 x) is
 * reduced by itself. */
double __bessel_cos_phase(double x, double xl, double ph, double pl, int q, double *lo)
{
	double rh, rl, sh, sl, zh, zl, gh, gl, uh, ul;
	int ld = q & BES_LD, n = __rem_pio2(x, &rh, &rl) - (q & 3);
	sh = __dd_add(rh, rl, -PIO4_HI, -PIO4_LO, &sl);
	if (fabs(xl) > PIO4_HI) {
		n += __rem_pio2(xl, &uh, &ul);
		sh = __dd_add(sh, sl, uh, ul, &sl);
	} else
		sh = __dd_add(sh, sl, xl, 0, &sl);
	sh = __dd_add(sh, sl, ph, pl, &sl);
	while (sh < -PIO4_HI) {
		sh = __dd_add(sh, sl, PIO2_HI, PIO2_LO, &sl);
		n--;
	}
	while (sh > PIO4_HI) {
		sh = __dd_add(sh, sl, -PIO2_HI, -PIO2_LO, &sl);
		n++;
	}
	/* cos(n pi/2 + s) */
	zh = __two_prod(sh, sh, &zl);
	zl += 2 * sh * sl;
	if (ld)
		gh = poly_full(n & 1 ? __bessel_sin : __bessel_cos, 11, zh, zl, &gl);
	else
		gh = __poly_dd2(n & 1 ? __bessel_sin : __bessel_cos, 11, zh, zl, &gl);
	if (n & 1)
		gh = __dd_mul(gh, gl, sh, sl, &gl);
	if ((n + 1) & 2)
		gh = -gh, gl = -gl;
	*lo = gl;
	return gh;
}

/* sqrt(2/(pi (x + xl))) (1 + m) as a double-double, x scaled down
 * where sqrt(x)^2 could overflow; (1 + xl/x)^-1/2 = 1 - xl/2x, the next
 * term below 2^-106. */
double __bessel_amp(double x, double xl, double m, double ml, double *lo)
{
	double c = -0.5 * xl / x;
	double qh, ql, p, e, zh, zl, scale = 1;
	if (x > 0x1p1000)
		x *= 0x1p-4, scale = 0.25;
	qh = sqrt(x);
	p = __two_prod(qh, qh, &e);
	ql = ((x - p) - e) / (2 * qh);
	zh = __two_sum(1, m, &zl);
	zh = __dd_mul(SQRT2OPI_HI, SQRT2OPI_LO, zh, zl + ml, &zl);
	zh = __dd_div(zh, zl, qh, ql, &zl);
	if (c != 0)
		zh = __dd_mul(zh, zl, 1, c, &zl);
	*lo = zl * scale;
	return zh * scale;
}

/* Within BES_RA of a zero z in (25, BES_XT): theta(z) is an odd multiple
 * of pi/2 (the phase of the true J and Y, which the series is within 2^-74
 * of), so f(x) = +-M(x) sin(D), D = theta(x) - theta(z) = (x - z) +
 * psi(x) - psi(z), without reducing theta itself: x - z as in
 * __bessel_near_zero (z in three doubles, the first subtraction exact)
 * and psi(x) - psi(z) = (x - z) c with c from psi's divided difference
 * (c is about 1/(8 x z); the series' 2^-74 at 25 are about 2^-72 of D,
 * less than 2^-80 from 30 on). D keeps its relative accuracy however close x
 * is to z, so does the result (docs/libm.md, "Bessel functions"). */

static const unsigned short nasy[4] = { BES_J0_ASY, BES_J1_ASY, BES_Y0_ASY, BES_Y1_ASY };
/* the index (from 1) of the first zero above 25 */
static const unsigned char first[4] = { 9, 8, 9, 9 };
static const double *const zasy[4] = { __j0_zero_asy, __j1_zero_asy, __y0_zero_asy, __y1_zero_asy };

static int near_zero(int f, const double *ps, double x, double xl, double *dh, double *dl)
{
	const double *z = zasy[f];
	double d, e, a, b, a2, bk, sk, r, xz, xzl, ih, il, p, q, p1, p1l, r2;
	int nu = f & 1;
	int i, k;

	/* the zeros are pi apart, give or take 1/(8 x) */
	if (x >= BES_XT || x < z[0] - BES_RA)
		return 0;
	i = (int)((x - z[0]) * (0.5 / PIO2_HI) + 0.5);
	if (i >= nasy[f])
		return 0;
	z += 3 * i;
	d = x - z[0];
	if (fabs(d) > BES_RA)
		return 0;
	*dh = __two_sum(d, xl, &e);
	*dh = __two_sum(*dh, -z[1], dl);
	*dh = __fast_two_sum(*dh, e + *dl - z[2], dl);
	/* psi = sum p_k t^(2k+1): psi(a) - psi(b) = (a - b) sum p_k S_k,
	 * a = 1/x, b = 1/z, S_k = (a^(2k+1) - b^(2k+1))/(a - b), S_0 = 1,
	 * S_1 = (x^2 + x z + z^2)/(x z)^2, S_k+1 = a^2 S_k + b^(2k+1) (a + b),
	 * and a - b = -(x - z)/(x z): D = (x - z)(1 + c), c = -sum/(x z).
	 * p0 + p1 S_1 and 1/(x z) in double-double, the rest (2^-14 of p0
	 * at 25) in double: c within about 2^-66, 2^-78 of D */
	a = 1 / x;
	b = 1 / z[0];
	a2 = a * a;
	bk = b * b * b;
	sk = a2 + a * b + b * b;
	r = 0;
	for (k = 2; k < 20; k++) {
		sk = a2 * sk + bk * (a + b);
		bk *= b * b;
		r += ps[k] * sk;
	}
	xz = __two_prod(x, z[0], &xzl);
	xzl += x * z[1] + xl * z[0];
	ih = __dd_div(1, 0, xz, xzl, &il);
	/* x^2 + x z + z^2 = (x - z)^2 + 3 x z */
	a2 = __two_prod(3, xz, &r2);
	p = __dd_mul(*dh, *dl, *dh, *dl, &q);
	p = __dd_add(p, q, a2, r2 + 3 * xzl, &q);
	p = __dd_mul(p, q, ih, il, &q);
	p = __dd_mul(p, q, ih, il, &q);
	p1 = ps[1];
	p1l = 0;
	if (!nu)
		p1 = __dd_div(25, 0, 384, 0, &p1l);
	p = __dd_mul(p, q, p1, p1l, &q);
	p = __dd_add(p, q, ps[0], r, &q);
	p = __dd_mul(p, q, ih, il, &q);
	p = __dd_mul(*dh, *dl, -p, -q, &q);
	*dh = __dd_add(*dh, *dl, p, q, dl);
	/* the sign of f' at the zero: J starts positive, Y negative */
	return ((i + first[f] + f / 2) & 1) ? -1 : 1;
}

double __bessel_asy(int y, int nu, double x, double xl, double *lo)
{
	int ld = y & BES_LD;
	const double *ms = nu ? __bessel_mod1 : __bessel_mod0;
	const double *ps = nu ? __bessel_phase1 : __bessel_phase0;
	double th, tl, t2, m, ml, p, ph, pl, ch, cl, ah, al, e, p1, p1l = 0;
	int k, sg;

	th = 1 / x;
	tl = 0;
	if (x < 0x1p900) {
		p = __two_prod(th, x, &e);
		tl = ((1 - p) - e - th * xl) / x;
	}
	t2 = th * th;
	/* m = t^2 (m0 + t^2 (m1 + t^2 (the rest))), the first two products
	 * and sums in double-double (m is 2^-13 of M at 25: in double, 2^-66
	 * of it; with m1 t^4 in double, 2^-76 at 30, 2^-73 at 25) */
	m = ms[19];
	for (k = 18; k >= 2; k--)
		m = m * t2 + ms[k];
	m = __two_sum(ms[1], m * t2, &ml);
	ch = __dd_mul(th, tl, th, tl, &cl);
	m = __dd_mul(m, ml, ch, cl, &ml);
	m = __dd_add(m, ml, ms[0], 0, &ml);
	m = __dd_mul(m, ml, ch, cl, &ml);
	sg = near_zero(2 * (y & 1) + nu, ps, x, xl, &ph, &pl);
	if (sg) {
		ch = __two_prod(ph, ph, &cl);
		cl += 2 * ph * pl;
		if (ld)
			ah = poly_full(__bessel_sin, 11, ch, cl, &al);
		else
			ah = __poly_dd2(__bessel_sin, 11, ch, cl, &al);
		ch = __dd_mul(ah, al, sg * ph, sg * pl, &cl);
		ah = __bessel_amp(x, xl, m, ml, &al);
		return __dd_mul(ch, cl, ah, al, lo);
	}
	/* psi = p0 t + p1 t^3 (double-double, p1 = 25/384 for nu = 0 in
	 * two parts) + the rest */
	p1 = ps[1];
	if (!nu)
		p1 = __dd_div(25, 0, 384, 0, &p1l);
	p = ps[19];
	for (k = 18; k >= 2; k--)
		p = p * t2 + ps[k];
	p *= t2 * t2 * th;
	ch = __dd_mul(ch, cl, p1, p1l, &cl);
	ch = __dd_add(ch, cl, ps[0], 0, &cl);
	ph = __dd_mul(ch, cl, th, tl, &pl);
	ph = __fast_two_sum(ph, pl + p, &pl);

	y &= 1;
	ch = __bessel_cos_phase(x, xl, ph, pl, (nu + y) | ld, &cl);
	ah = __bessel_amp(x, xl, m, ml, &al);
	return __dd_mul(ch, cl, ah, al, lo);
}
