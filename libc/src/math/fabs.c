#include "libm.h"

double fabs(double x)
{
	return asdouble(asuint64(x) & ~((uint64_t)1 << 63));
}
