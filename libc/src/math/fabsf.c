#include "libm.h"

float fabsf(float x)
{
	return asfloat(asuint(x) & ~((uint32_t)1 << 31));
}
