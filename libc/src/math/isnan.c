#include <math.h>

int (isnan)(double x)
{
	return __builtin_isnan(x);
}
