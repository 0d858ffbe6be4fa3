#include "bessel.h"

/* x >= 25: J = M cos(theta), Y = M sin(theta) with the modulus
 * M = sqrt(2/(pi x)) (1 + m(t)) and the phase
 * theta = x - (2 nu + 1) pi/4 + psi(t), t = 1/x, from their asymptotic
 * series to t^40 (within 2^-74 at 25, better beyond). x - pi/4 + psi
 * is reduced mod pi/2 in double-double (__rem_pio2 is within about
 * 2^-100 absolutely), so near a zero of J or Y the error is absolute
 * (about 2^-74 M at 25): relative error grows there. */

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

double __bessel_asy(int y, int nu, double x, double xl, double *lo)
{
	int ld = y & BES_LD;
	const double *ms = nu ? __bessel_mod1 : __bessel_mod0;
	const double *ps = nu ? __bessel_phase1 : __bessel_phase0;
	double th, tl, t2, m, ml, p, ph, pl, ch, cl, ah, al, e, p1, p1l = 0;
	int k;

	th = 1 / x;
	tl = 0;
	if (x < 0x1p900) {
		p = __two_prod(th, x, &e);
		tl = ((1 - p) - e - th * xl) / x;
	}
	t2 = th * th;
	/* m = t^2 (m0 + t^2 (the rest)), the first product and sum in
	 * double-double (m is 2^-13 of M at 25: in double, 2^-66 of it) */
	m = ms[19];
	for (k = 18; k >= 1; k--)
		m = m * t2 + ms[k];
	m = __two_sum(ms[0], m * t2, &ml);
	ch = __dd_mul(th, tl, th, tl, &cl);
	m = __dd_mul(m, ml, ch, cl, &ml);
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
