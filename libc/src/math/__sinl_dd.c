#include "libm_ld.h"

/* sin(x + y) = x - x^3/6 + x^5 S(x^2) + y (1 - x^2/2) for |x| <= pi/4,
 * S the Taylor series of libm_ld80.h/libm_ld128.h (truncation below
 * 2^-(p+6)); x^3/6 is formed as hi + lo (-1/6 is -THIRDL/2 exactly), so
 * what is rounded at p bits is below x^5/120: about 2^-(p+7) relative. */
long double __sinl_dd(long double x, long double y, long double *lo)
{
	static const long double c[] = SINL_POLY;
	const int n = (SINL_DEG - 1) / 2;
	long double zl, z = __l_two_prod(x, x, &zl), wl, w = __l_two_prod(z, x, &wl);
	long double q = c[n - 1], t, tl, h, l;
	int k;

	for (k = n - 2; k >= 1; k--)
		q = q * z + c[k];
	wl += zl * x;
	t = __l_two_prod(w, -0.5L * THIRDL_HI, &tl);
	tl -= 0.5L * (w * THIRDL_LO + wl * THIRDL_HI);
	h = __l_fast_two_sum(x, t, &l);
	l += tl + w * z * q + y * (1 - 0.5L * z);
	return __l_fast_two_sum(h, l, lo);
}
