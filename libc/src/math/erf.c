#include "libm_dd.h"

/* erf(x): |x| <= 1 from __erf_dd, then 1 - erfc(|x|) in double-double up
 * to 6 (erfc(6) < 2^-54: beyond, erf rounds to 1). Error < 0.51 ulp (the
 * kernels are within 2^-60, docs/libm.md). */
double erf(double x)
{
	double a = fabs(x), h, l, e;
	int k;
	if (isnan(x))
		return x + x;
	if (a > 1) {
		if (a >= 6)
			return copysign(1.0 - 0x1p-60, x);
		h = __erfc_dd(a, &l, &k);
		h = __fast_two_sum(1.0, -h, &e);
		return copysign(h + (e - l), x);
	}
	if (a < 0x1p-1000) {
		/* near and below the subnormal range (Dekker's product there
		 * would lose its error term): 2x/sqrt(pi) from x 2^64, rounded
		 * once */
		if (x == 0)
			return x;
		h = __erf_dd(x * 0x1p64, &l);
		return __dd_tiny(h * 0x1p958, l * 0x1p958);
	}
	h = __erf_dd(x, &l);
	return h + l;
}
