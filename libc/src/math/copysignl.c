#include "libm.h"

long double copysignl(long double x, long double y)
{
	return __builtin_copysignl(x, y);
}
