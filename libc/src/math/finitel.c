#include <math.h>

int finitel(long double x)
{
	return isfinite(x);
}
