#include "libm.h"

float copysignf(float x, float y)
{
	uint32_t s = (uint32_t)1 << 31;
	return asfloat((asuint(x) & ~s) | (asuint(y) & s));
}
