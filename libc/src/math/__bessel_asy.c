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

/* cos(x - pi/4 - q pi/2 + (ph + pl)) as a double-double, |ph| < 1/2. */
double __bessel_cos_phase(double x, double ph, double pl, int q, double *lo)
{
	double rh, rl, sh, sl, zh, zl, gh, gl;
	int n = __rem_pio2(x, &rh, &rl) - q;
	sh = __dd_add(rh, rl, -PIO4_HI, -PIO4_LO, &sl);
	sh = __dd_add(sh, sl, ph, pl, &sl);
	if (sh < -PIO4_HI) {
		sh = __dd_add(sh, sl, PIO2_HI, PIO2_LO, &sl);
		n--;
	} else if (sh > PIO4_HI) {
		sh = __dd_add(sh, sl, -PIO2_HI, -PIO2_LO, &sl);
		n++;
	}
	/* cos(n pi/2 + s) */
	zh = __two_prod(sh, sh, &zl);
	zl += 2 * sh * sl;
	if (n & 1) {
		gh = __poly_dd2(__bessel_sin, 11, zh, zl, &gl);
		gh = __dd_mul(gh, gl, sh, sl, &gl);
	} else
		gh = __poly_dd2(__bessel_cos, 11, zh, zl, &gl);
	if ((n + 1) & 2)
		gh = -gh, gl = -gl;
	*lo = gl;
	return gh;
}

/* sqrt(2/(pi x)) (1 + m) as a double-double, x scaled down where
 * sqrt(x)^2 could overflow. */
double __bessel_amp(double x, double m, double *lo)
{
	double qh, ql, p, e, zh, zl, scale = 1;
	if (x > 0x1p1000)
		x *= 0x1p-4, scale = 0.25;
	qh = sqrt(x);
	p = __two_prod(qh, qh, &e);
	ql = ((x - p) - e) / (2 * qh);
	zh = __dd_mul(SQRT2OPI_HI, SQRT2OPI_LO, 1 + m, m - ((1 + m) - 1), &zl);
	zh = __dd_div(zh, zl, qh, ql, &zl);
	*lo = zl * scale;
	return zh * scale;
}

double __bessel_asy(int y, int nu, double x, double *lo)
{
	const double *ms = nu ? __bessel_mod1 : __bessel_mod0;
	const double *ps = nu ? __bessel_phase1 : __bessel_phase0;
	double th, tl, t2, m, p, ph, pl, ch, cl, ah, al, e;
	int k;

	th = 1 / x;
	tl = 0;
	if (x < 0x1p900) {
		p = __two_prod(th, x, &e);
		tl = ((1 - p) - e) / x;
	}
	t2 = th * th;
	m = ms[19];
	for (k = 18; k >= 0; k--)
		m = m * t2 + ms[k];
	m *= t2;
	/* psi = p0 t + p1 t^3 (double-double) + the rest */
	p = ps[19];
	for (k = 18; k >= 2; k--)
		p = p * t2 + ps[k];
	p *= t2 * t2 * th;
	ch = __dd_mul(th, tl, th, tl, &cl);
	ch = __dd_mul(ch, cl, ps[1], 0, &cl);
	ch = __dd_add(ch, cl, ps[0], 0, &cl);
	ph = __dd_mul(ch, cl, th, tl, &pl);
	ph = __fast_two_sum(ph, pl + p, &pl);

	ch = __bessel_cos_phase(x, ph, pl, nu + y, &cl);
	ah = __bessel_amp(x, m, &al);
	return __dd_mul(ch, cl, ah, al, lo);
}
