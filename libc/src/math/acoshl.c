#include "libm_dd.h"

/* Interim (docs/libc-status.md): evaluated in double, so the error is
 * about 2^-53 relative, not the long double ulp. */
long double acoshl(long double x)
{
	if (x > 0x1p1000L) {
		if (x - x != 0)
			return x;
		return logl(x) + LN2L;
	}
	return acosh((double)x);
}
