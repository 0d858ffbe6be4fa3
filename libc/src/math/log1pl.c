#include "libm_dd.h"

/* Interim (docs/libc-status.md): evaluated in double, so the error is
 * about 2^-53 relative, not the long double ulp. */
long double log1pl(long double x)
{
	if (x > 0x1p1000L)
		return logl(x);
	return log1p((double)x);
}
