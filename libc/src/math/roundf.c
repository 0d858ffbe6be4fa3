#include "libm.h"

/* Halfway cases away from zero; raises nothing, as floor. */
float roundf(float x)
{
	uint32_t u = asuint(x), m;
	int e = (int)(u >> 23 & 0xff) - 127;

	if (e >= 23)
		return e == 128 ? x + x : x;
	if (e < -1)
		return asfloat(u & (uint32_t)1 << 31);
	if (e == -1)
		return asfloat((u & (uint32_t)1 << 31) | asuint(1.0f));
	m = (((uint32_t)1 << 23) - 1) >> e;
	if (!(u & m)) return x;
	/* Adding half an integer carries into the integer part exactly
	 * when the fraction is at least a half. */
	u += (m + 1) >> 1;
	return asfloat(u & ~m);
}
