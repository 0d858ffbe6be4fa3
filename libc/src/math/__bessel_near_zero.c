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

/* From 14 on the series' absolute error, 2^-104 of its largest term
 * (2^-84 at 14, 2^-74 at 25), is relative error next to the small
 * results of the recurrences of jnl and ynl (1 ulp of Y_13 near 24
 * in the x87 format); the degree-34 polynomials around the zeros
 * there, within 2^-106 of M for |d| up to 1.65 (libm_fit.py), in
 * double-double all through, are within about 2^-100 of M. */
static const unsigned char nwide[4] = { 4, 5, 5, 4 };
static const double *const wide[4] = { __j0_wide, __j1_wide, __y0_wide, __y1_wide };

double __bessel_wide(int y, int nu, double x, double xl, double *lo)
{
	int f = 2 * y + nu, n = nwide[f], i;
	const double *z = wide[f], *c;
	double d, dh, dl, e, gh, gl;
	/* the zeros are about pi apart */
	i = (int)((x - z[0]) * 0x1.45f306dc9c883p-2 + 0.5);
	if (i < 0)
		i = 0;
	if (i > n - 1)
		i = n - 1;
	if (i + 1 < n && fabs(x - z[(i + 1) * (3 + 2 * (BES_NW + 1))]) < fabs(x - z[i * (3 + 2 * (BES_NW + 1))]))
		i++;
	if (i > 0 && fabs(x - z[(i - 1) * (3 + 2 * (BES_NW + 1))]) < fabs(x - z[i * (3 + 2 * (BES_NW + 1))]))
		i--;
	z += i * (3 + 2 * (BES_NW + 1));
	c = z + 3;
	/* x + xl - z as in __bessel_near_zero: |x - z0| < 2, exact */
	d = x - z[0];
	dh = __two_sum(d, xl, &e);
	dh = __two_sum(dh, -z[1], &dl);
	dh = __fast_two_sum(dh, e + dl - z[2], &dl);
	gh = __dd_horner(c, BES_NW + 1, dh, dl, &gl);
	return __dd_mul(dh, dl, gh, gl, lo);
}
