#include "bessel.h"

/* Within 1/32 of one of the zeros below 25, f(z + d) = d G(d) with G a
 * Taylor polynomial of degree BES_N (truncation below 2^-96, 2^-67 at
 * the first zero of Y0), z held in three doubles: x - z_hi is exact, so
 * d keeps about 2^-100 relative accuracy even for the double nearest
 * the zero, and so does the result. */

static const unsigned char nzeros[4] = { 8, 7, 8, 8 };

int __bessel_near_zero(int y, int nu, double x, double *hi, double *lo)
{
	static const double *const zeros[4] = { __j0_zero, __j1_zero, __y0_zero, __y1_zero };
	static const double *const coef[4] = { __j0_taylor, __j1_taylor, __y0_taylor, __y1_taylor };
	int f = 2 * y + nu, i, n = nzeros[f];
	const double *z = zeros[f];
	double d, dh, dl, e, gh, gl;

	for (i = 0; i < n; i++, z += 3) {
		d = x - z[0];
		if (fabs(d) > BES_R)
			continue;
		dh = __two_sum(d, -z[1], &e);
		dh = __fast_two_sum(dh, e - z[2], &dl);
		gh = __poly_dd2(coef[f] + 2 * (BES_N + 1) * i, BES_N, dh, dl, &gl);
		*hi = __dd_mul(dh, dl, gh, gl, lo);
		return 1;
	}
	return 0;
}
