#include <math.h>

int (isnanl)(long double x)
{
	return __builtin_isnan(x);
}
