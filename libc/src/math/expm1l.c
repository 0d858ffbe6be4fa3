#include "libm_dd.h"

/* Interim (docs/libc-status.md): evaluated in double, so the error is
 * about 2^-53 relative, not the long double ulp. */
long double expm1l(long double x)
{
	if (x > 700)
		return expl(x);
	return expm1((double)x);
}
