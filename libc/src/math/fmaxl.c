#include "libm.h"

/* A quiet NaN argument is ignored, a signaling one gives a NaN (IEEE
 * 754-2008 maxNum/minNum, as glibc); -0 orders below +0. */
long double fmaxl(long double x, long double y)
{
	if (isnan(x) || isnan(y)) {
		if (__issignalingl(x) || __issignalingl(y))
			return x + y;
		return isnan(x) ? y : x;
	}
	if (signbit(x) != signbit(y))
		return signbit(x) ? y : x;
	return x < y ? y : x;
}
