#include "libm_dd.h"

/* (asin(s) - s)/s^3 as a polynomial in z = s^2, 0 <= z <= 1/4: a
 * near-minimax fit, error 2^-60. */
double __asin_poly(double z)
{
	return 0x1.5555555555555p-3 + z * (0x1.3333333333388p-4 + z * (0x1.6db6db6dac1e0p-5
		+ z * (0x1.f1c71c7a52ba3p-6 + z * (0x1.6e8ba123e494cp-6 + z * (0x1.1c4efce23019fp-6
		+ z * (0x1.c990ad3d8fdcap-7 + z * (0x1.7b027ee1dd585p-7 + z * (0x1.3b49de7121487p-7
		+ z * (0x1.31622469ce5adp-7 + z * (0x1.8f193743418ffp-9 + z * (0x1.406192d124629p-6
		+ z * (-0x1.3b416bb7d9257p-6 + z * 0x1.e529c6fce9bb4p-6))))))))))));
}

/* asin(sqrt(w)) as hi + *lo for 0 <= w <= 1/4: the square root carried
 * as a double-double. */
double __asin_sqrt(double w, double *lo)
{
	double s = sqrt(w), p, pl, sl;
	p = __two_prod(s, s, &pl);
	sl = ((w - p) - pl) / (2 * s);
	return __fast_two_sum(s, sl + s * w * __asin_poly(w), lo);
}
