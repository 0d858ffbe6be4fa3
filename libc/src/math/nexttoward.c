#include <errno.h>
#include "libm.h"

/* Overflow and underflow (a subnormal or zero result) raise their flags,
 * with "inexact", and set errno to ERANGE, as glibc. */
double nexttoward(double x, long double y)
{
	double r;
	uint64_t u = asuint64(x);

	if (isnan(x) || isnan(y))
		return x + y;
	if ((long double)x == y)
		return y;
	if (x == 0)
		u = (uint64_t)!!signbit(y) << 63 | 1;
	else if (((long double)x < y) == !(u >> 63))
		u++;
	else
		u--;
	r = asdouble(u);
	if (isinf(r)) {
		FORCE_EVAL(x * x);
		errno = ERANGE;
	} else if (!isnormal(r)) {
		FORCE_EVAL(x * x + r * r);
		errno = ERANGE;
	}
	return r;
}
