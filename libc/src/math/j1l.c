#define _GNU_SOURCE
#include "bessel.h"

/* j1l(x), odd: below 2^-30, x (1/2 - x^2/16) (the next term is 2^-126
 * of it; x/2 of a subnormal rounds once); else __bessel_ld (docs/libm.md,
 * "Bessel functions"). */
long double j1l(long double x)
{
	long double a = fabsl(x), r;
	if (isnan(x))
		return x + x;
	if (isinf(x))
		return copysignl(0, x);
	if (a < 0x1p-30L) {
		r = a * (0.5L - 0.0625L * a * a);
		if (r == 0 && a != 0)
			errno = ERANGE;
	} else
		r = __bessel_ld(0, 1, a);
	return signbit(x) ? -r : r;
}
