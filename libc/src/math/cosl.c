#include "libm_dd.h"

/* Interim (docs/libc-status.md): the argument is rounded to double and
 * the function evaluated in double: about 2^-53 relative error for |x|
 * below 2^53 ulp-wise, and arguments beyond double's range give NaN. */
long double cosl(long double x)
{
	return cos((double)x);
}
