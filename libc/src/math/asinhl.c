#include "libm_dd.h"

/* Interim (docs/libc-status.md): evaluated in double, so the error is
 * about 2^-53 relative, not the long double ulp. */
long double asinhl(long double x)
{
	if (x > 0x1p1000L || x < -0x1p1000L) {
		if (x - x != 0)
			return x;
		long double z = logl(x < 0 ? -x : x) + LN2L;
		return x < 0 ? -z : z;
	}
	return asinh((double)x);
}
