#define _GNU_SOURCE
#include "libm_dd.h"

/* REDUCED: argument rounded to double and evaluated in double (about 2^-53 relative); NaN beyond double's range */
void sincosl(long double x, long double *s, long double *c)
{
	double ds, dc;
	sincos((double)x, &ds, &dc);
	*s = ds;
	*c = dc;
}
