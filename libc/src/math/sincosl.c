#define _GNU_SOURCE
#include "libm_dd.h"

/* Interim (docs/libc-status.md): as sinl and cosl, in double. */
void sincosl(long double x, long double *s, long double *c)
{
	double ds, dc;
	sincos((double)x, &ds, &dc);
	*s = ds;
	*c = dc;
}
