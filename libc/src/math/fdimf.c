#include <errno.h>
#include <math.h>

float fdimf(float x, float y)
{
	float r;

	if (isnan(x) || isnan(y))
		return x + y;
	if (!isgreater(x, y))
		return 0;
	r = x - y;
	if (isinf(r) && !isinf(x) && !isinf(y))
		errno = ERANGE;
	return r;
}
