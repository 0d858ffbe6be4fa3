#include <errno.h>
#include "libm.h"

/* The obsolete XSI scalb: n must be an integral value; scalb(0, +inf)
 * and scalb(inf, -inf) are invalid. */
long double scalbl(long double x, long double n)
{
	if (isnan(x) || isnan(n))
		return x + n;
	if (isinf(n)) {
		if (n > 0 ? x == 0 : isinf(x))
			return __math_invalidl(n);
		return n > 0 ? x * n : x / -n;
	}
	if (rintl(n) != n)
		return __math_invalidl(n);
	if (n > 65000) return scalbnl(x, 65000);
	if (n < -65000) return scalbnl(x, -65000);
	return scalbnl(x, (int)n);
}
