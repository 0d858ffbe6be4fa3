#include "libm.h"

double copysign(double x, double y)
{
	uint64_t s = (uint64_t)1 << 63;
	return asdouble((asuint64(x) & ~s) | (asuint64(y) & s));
}
