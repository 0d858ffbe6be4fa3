#include "libm_dd.h"

/* REDUCED: argument rounded to double and evaluated in double (about 2^-53 relative); NaN beyond double's range */
long double acosl(long double x)
{
	if (isnan(x))
		return x + x;
	if (fabsl(x) > 1)
		return __math_invalidl(x); /* 1 + 2^-63 would round to 1 */
	return acos((double)x);
}
