#include "bessel.h"

/* J0, J1, Y0, Y1 as double-doubles: the power series below 14, Taylor
 * expansions around the zeros from 14 to 25 (of degree 12 within 1/32
 * of one, else of degree 34), the modulus-phase asymptotic expansion
 * beyond (docs/libm.md, "Bessel functions"). */
double __bessel_dd2(int y, int nu, double x, double xl, double *lo)
{
	double h;
	if (x >= BES_ASY)
		return __bessel_asy(y, nu, x, xl, lo);
	if (__bessel_near_zero(y & 1, nu, x, xl, &h, lo))
		return h;
	if (x >= BES_WL)
		return __bessel_wide(y & 1, nu, x, xl, lo);
	return __bessel_series(y & 1, nu, x, xl, lo);
}
