#include "libm_dd.h"

/* Interim (docs/libc-status.md): evaluated in double, so the error is
 * about 2^-53 relative, not the long double ulp. */
long double sinhl(long double x)
{
	if (x > 700 || x < -700) {
		if (x - x != 0)
			return x;
		long double z = expl((x < 0 ? -x : x) - LN2L);
		return x < 0 ? -z : z;
	}
	return sinh((double)x);
}
