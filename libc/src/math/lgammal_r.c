#define _GNU_SOURCE
#include "libm_ld.h"

/* lgamma(x) from __lgammal_dd rounded once; past 2^120 x (log x - 1)
 * alone (the rest is below 2^-120 of it), x scaled down so that the
 * pair's products do not overflow and scaled back by scalbnl (overflow
 * past about 10^4928: ERANGE). */
long double lgammal_r(long double x, int *sign)
{
	long double h, l;

	*sign = 1;
	if (!isfinite(x))
		return x * x;
	if (x <= 0 && floorl(x) == x) {
		/* poles; the sign is that of gamma's limit from the right at -0,
		 * 1 elsewhere (as glibc) */
		if (signbit(x) && x == 0)
			*sign = -1;
		return __math_divzerol(0);
	}
	if (x > 0x1p120L) {
		h = __logl_full(x, &l);
		h = __l_mul_dd(h - 1, l, x * 0x1p-128L, 0, &l);
		return scalbnl(h + l, 128);
	}
	h = __lgammal_dd(x, &l, sign);
	return h + l;
}
