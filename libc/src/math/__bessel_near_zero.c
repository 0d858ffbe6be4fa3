#include "bessel.h"

/* Within 1/32 of one of the zeros below 25, f(z + d) = d G(d) with G a
 * Taylor polynomial of degree BES_N (truncation below 2^-96, 2^-67 at
 * the first zero of Y0), z held in three doubles: x - z_hi is exact, so
 * d keeps about 2^-100 relative accuracy even for the double nearest
 * the zero (x + xl: the long double nearest it, for the x87 format),
 * and so does the result. binary128 needs two more parts of z
 * (__bessel_ld.c, the __*_zero_tail tables). */

static const unsigned char nzeros[4] = { 8, 7, 8, 8 };
static const double *const zeros[4] = { __j0_zero, __j1_zero, __y0_zero, __y1_zero };
static const double *const coef[4] = { __j0_taylor, __j1_taylor, __y0_taylor, __y1_taylor };

int __bessel_zero_index(int f, double x)
{
	const double *z = zeros[f];
	int i;
	for (i = 0; i < nzeros[f]; i++, z += 3)
		if (fabs(x - z[0]) <= BES_R)
			return i;
	return -1;
}

double __bessel_taylor(int f, int i, double dh, double dl, double *lo)
{
	double gh, gl;
	gh = __poly_dd2(coef[f] + 2 * (BES_N + 1) * i, BES_N, dh, dl, &gl);
	return __dd_mul(dh, dl, gh, gl, lo);
}

int __bessel_near_zero(int y, int nu, double x, double xl, double *hi, double *lo)
{
	int f = 2 * y + nu, i = __bessel_zero_index(f, x);
	const double *z;
	double d, dh, dl, e;

	if (i < 0)
		return 0;
	z = zeros[f] + 3 * i;
	d = x - z[0];
	/* d + xl - z1 - z2 with the two first sums exact: the
	 * long double nearest a zero keeps its relative accuracy */
	dh = __two_sum(d, xl, &e);
	dh = __two_sum(dh, -z[1], &dl);
	dh = __fast_two_sum(dh, e + dl - z[2], &dl);
	*hi = __bessel_taylor(f, i, dh, dl, lo);
	return 1;
}
