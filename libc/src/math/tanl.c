#include "libm_dd.h"

/* REDUCED: argument rounded to double and evaluated in double (about 2^-53 relative); NaN beyond double's range */
long double tanl(long double x)
{
	if (isnan(x))
		return x + x;
	if (fabsl(x) < 0x1p-60L)
		return x;
	return tan((double)x);
}
