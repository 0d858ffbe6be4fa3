#include <errno.h>
#include "libm.h"

/* Overflow and underflow (a subnormal or zero result) raise their flags,
 * with "inexact", and set errno to ERANGE, as glibc. */
float nexttowardf(float x, long double y)
{
	float r;
	uint32_t u = asuint(x);

	if (isnan(x) || isnan(y))
		return x + y;
	if ((long double)x == y)
		return y;
	if (x == 0)
		u = (uint32_t)!!signbit(y) << 31 | 1;
	else if (((long double)x < y) == !(u >> 31))
		u++;
	else
		u--;
	r = asfloat(u);
	if (isinf(r)) {
		FORCE_EVAL(x * x);
		errno = ERANGE;
	} else if (!isnormal(r)) {
		FORCE_EVAL(x * x + r * r);
		errno = ERANGE;
	}
	return r;
}
