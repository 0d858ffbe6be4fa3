#include <errno.h>
#include "libm.h"

/* x - x is NaN for an infinity and 0 otherwise; dividing it by itself
 * raises "invalid" in both cases, and only propagates a quiet NaN. */

float __math_invalidf(float x)
{
	float y = (x - x) / (x - x);
	if (!isnan(x)) errno = EDOM;
	return y;
}

double __math_invalid(double x)
{
	double y = (x - x) / (x - x);
	if (!isnan(x)) errno = EDOM;
	return y;
}

long double __math_invalidl(long double x)
{
	long double y = (x - x) / (x - x);
	if (!isnan(x)) errno = EDOM;
	return y;
}
