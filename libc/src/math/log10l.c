#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double log10l(long double x)
{
	int e;
	long double m;
	if (isnan(x))
		return x + x;
	if (x < 0)
		return __math_invalidl(x);
	if (x == 0)
		return __math_divzerol(1);
	if (isinf(x))
		return x;
	if (x > 0.5L && x < 2)
		return log1p((double)(x - 1)) * 0x1.bcb7b1526e50e32a6ab7555f5a68p-2L; /* x - 1 is exact */
	if (x >= 0x1p-1000L && x <= 0x1p1000L)
		return log10((double)x);
	m = __ld_reduce(x, &e);
	return log10((double)m) + e * 0x1.34413509f79fef311f12b35816f9p-2L;
}
