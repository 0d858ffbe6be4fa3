#include "libm.h"

/* A quiet NaN argument is ignored, a signaling one gives a NaN (IEEE
 * 754-2008 maxNum/minNum, as glibc); -0 orders below +0. */
double fmin(double x, double y)
{
	if (isnan(x) || isnan(y)) {
		if (__issignaling(x) || __issignaling(y))
			return x + y;
		return isnan(x) ? y : x;
	}
	if (signbit(x) != signbit(y))
		return signbit(x) ? x : y;
	return x < y ? x : y;
}
