#include "libm_dd.h"

/* Interim (docs/libc-status.md): within double's range pow() in double
 * (error about 2^-53 relative, and the double special cases); where x or
 * the result leaves that range, 2^(y*log2|x|) with both steps in double,
 * whose error grows with |y*log2 x| (about 2^-53 relative of it). */

static int inrange(long double v)
{
	return v != v || v - v != 0 || v == 0 || (v >= 0x1p-1000L && v <= 0x1p1000L)
		|| (v <= -0x1p-1000L && v >= -0x1p1000L);
}

static int isint(long double v)
{
	const long double c = 1 / LDBL_EPSILON;
	if (v < 0)
		v = -v;
	return v >= c || (v + c) - c == v;
}

long double powl(long double x, long double y)
{
	long double z;
	double r;
	int saved = errno, neg = 0;

	if (inrange(x) && inrange(y)) {
		r = pow((double)x, (double)y);
		if ((r - r == 0 && r != 0) || !(x - x == 0 && y - y == 0 && x != 0))
			return r;
		errno = saved;
	}
	if (!(y >= -0x1p1000L && y <= 0x1p1000L))
		return pow((double)x, (double)y);
	if (x < 0) {
		if (!isint(y))
			return __math_invalidl(x);
		neg = !isint(y * 0.5L);
		x = -x;
	}
	z = exp2l(y * log2l(x));
	return neg ? -z : z;
}
