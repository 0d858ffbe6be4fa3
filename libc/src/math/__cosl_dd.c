#include "libm_ld.h"

/* cos(x + y) = 1 - x^2/2 + x^4 C(x^2) - x y for |x| <= pi/4, C the
 * Taylor series of libm_ld80.h/libm_ld128.h (truncation below 2^-(p+6)),
 * 1 - x^2/2 exact as hi + lo: the rounded part is below x^4/24, about
 * 2^-(p+6) relative. */
long double __cosl_dd(long double x, long double y, long double *lo)
{
	static const long double c[] = COSL_POLY;
	const int n = (COSL_DEG - 2) / 2;
	long double zl, z = __l_two_prod(x, x, &zl), q = c[n - 1], h, t;
	int k;

	for (k = n - 2; k >= 0; k--)
		q = q * z + c[k];
	h = __l_two_sum(1, -0.5L * z, &t);
	t += z * z * q - 0.5L * zl - x * y;
	return __l_fast_two_sum(h, t, lo);
}
