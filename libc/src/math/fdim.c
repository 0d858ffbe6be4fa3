#include <errno.h>
#include <math.h>

double fdim(double x, double y)
{
	double r;

	if (isnan(x) || isnan(y))
		return x + y;
	if (!isgreater(x, y))
		return 0;
	r = x - y;
	if (isinf(r) && !isinf(x) && !isinf(y))
		errno = ERANGE;
	return r;
}
