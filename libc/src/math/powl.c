#include "libm_dd.h"

/* REDUCED: evaluated in double; about 2^-53 relative, times |y*log2 x| outside double's range */
/* Within double's range pow() does it all, special cases included; where x
 * or the result leaves that range, 2^(y*log2|x|) with both steps in double. */

static int inrange(long double v)
{
	return !isfinite(v) || v == 0 || (fabsl(v) >= 0x1p-1000L && fabsl(v) <= 0x1p1000L);
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
		if ((isfinite(r) && r != 0) || !isfinite(x) || !isfinite(y) || x == 0)
			return r;
		errno = saved;
	}
	if (isnan(x) || isnan(y))
		return x + y;
	if (!isfinite(x) || x == 0) {
		/* a tiny y is no odd integer: only its sign matters */
		if (isfinite(y) && fabsl(y) < 1)
			y = y < 0 ? -0.5L : 0.5L;
		return pow((double)x, (double)y);
	}
	if (!isfinite(y) || fabsl(y) > 0x1p1000L)
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
