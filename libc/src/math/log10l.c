#include "libm_dd.h"

/* Interim (docs/libc-status.md): evaluated in double, so the error is
 * about 2^-53 relative, not the long double ulp. */
long double log10l(long double x)
{
	int e;
	long double m;
	if (!(x > 0) || x - x != 0 || (x >= 0x1p-1000L && x <= 0x1p1000L))
		return log10((double)x);
	m = __ld_reduce(x, &e);
	return log10((double)m) + e * 0x1.34413509f79fef311f12b35816f9p-2L;
}
