#include <math.h>

int (isnanf)(float x)
{
	return __builtin_isnan(x);
}
