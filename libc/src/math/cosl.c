#include "libm_dd.h"

/* REDUCED: argument rounded to double and evaluated in double (about 2^-53 relative); NaN beyond double's range */
long double cosl(long double x)
{
	return cos((double)x);
}
