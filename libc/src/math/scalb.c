#include <errno.h>
#include "libm.h"

/* The obsolete XSI scalb: n must be an integral value; scalb(0, +inf)
 * and scalb(inf, -inf) are invalid. */
double scalb(double x, double n)
{
	if (isnan(x) || isnan(n))
		return x + n;
	if (isinf(n)) {
		if (n > 0 ? x == 0 : isinf(x))
			return __math_invalid(n);
		return n > 0 ? x * n : x / -n;
	}
	if (rint(n) != n)
		return __math_invalid(n);
	if (n > 65000) return scalbn(x, 65000);
	if (n < -65000) return scalbn(x, -65000);
	return scalbn(x, (int)n);
}
