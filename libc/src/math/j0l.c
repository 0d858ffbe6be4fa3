#define _GNU_SOURCE
#include "bessel.h"

/* j0l(x), even: below 2^-30, 1 - x^2/4 (the next term is 2^-126 of
 * it); else __bessel_ld (docs/libm.md, "Bessel functions"): within
 * 0.52 ulp for the x87 format except next to the zeros above 1024,
 * 0.54 for binary128 (pair kernels of __bessel_q.c). */
long double j0l(long double x)
{
	long double a = fabsl(x);
	if (isnan(x))
		return x + x;
	if (isinf(x))
		return 0;
	if (a < 0x1p-30L)
		return 1 - 0.25L * a * a;
	return __bessel_ld(0, 0, a);
}
