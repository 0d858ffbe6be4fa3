#include "bessel.h"

/* The power series of J0, J1 and (DLMF 10.8.1, psi(k+1) = H_k - gamma)
 *   Y0 = 2/pi ((ln(x/2) + gamma) J0 - sum H_k t_k),
 *   Y1 = 2/pi ((ln(x/2) + gamma) J1 - 1/x - x/4 sum (H_k + H_k+1) t_k),
 * t_k = (-x^2/4)^k / (k! (k + nu)!), all in double-double (x is x + xl:
 * the long double forms' argument). Below 25 the
 * largest term is under 2^30, so the sums are within about 2^-74
 * absolutely; next to a zero __bessel_near_zero takes over. */

#define LN2_HI 0x1.62e42fefa39efp-1
#define LN2_LO 0x1.abc9e3b39803fp-56
#define EULER_HI 0x1.2788cfc6fb619p-1
#define EULER_LO -0x1.6cb90701fbfabp-58

double __bessel_series(int y, int nu, double x, double xl, double *lo)
{
	double qh, ql, th = 1, tl = 0, sh = 1, sl = 0, hh = 0, hl = 0;
	double wh = nu, wl = 0, ih, il, gh, gl, Lh, Ll;
	int k;

	qh = __dd_mul(x, xl, x, xl, &ql);
	qh *= -0.25;
	ql *= -0.25;
	for (k = 1;; k++) {
		th = __dd_mul(th, tl, qh, ql, &tl);
		th = __dd_div(th, tl, (double)k * (k + nu), 0, &tl);
		sh = __dd_add(sh, sl, th, tl, &sl);
		if (y) {
			ih = __dd_div(1, 0, k, 0, &il);
			hh = __dd_add(hh, hl, ih, il, &hl);
			gh = hh, gl = hl;
			if (nu) {
				/* H_k + H_(k+1) = 2 H_k + 1/(k+1) */
				ih = __dd_div(1, 0, k + 1, 0, &il);
				gh = __dd_add(2 * hh, 2 * hl, ih, il, &gl);
			}
			gh = __dd_mul(gh, gl, th, tl, &gl);
			wh = __dd_add(wh, wl, gh, gl, &wl);
		}
		if (k > -qh && fabs(th) < 0x1p-112)
			break;
	}
	if (nu)
		sh = __dd_mul(sh, sl, 0.5 * x, 0.5 * xl, &sl);
	if (!y) {
		*lo = sl;
		return sh;
	}
	Lh = __log_dd(asuint64(x), &Ll);
	/* log(x + xl) = log x + xl/x, the next term below 2^-106 */
	Lh = __dd_add(Lh, Ll, -LN2_HI, xl / x - LN2_LO, &Ll);
	Lh = __dd_add(Lh, Ll, EULER_HI, EULER_LO, &Ll);
	Lh = __dd_mul(Lh, Ll, sh, sl, &Ll);
	if (nu) {
		wh = __dd_mul(wh, wl, 0.25 * x, 0.25 * xl, &wl);
		ih = __dd_div(1, 0, x, xl, &il);
		wh = __dd_add(wh, wl, ih, il, &wl);
	}
	Lh = __dd_add(Lh, Ll, -wh, -wl, &Ll);
	return __dd_mul(Lh, Ll, TWO_OVER_PI_HI, TWO_OVER_PI_LO, lo);
}
