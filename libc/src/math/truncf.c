#include "libm.h"

/* Rounds toward zero;
 * raises nothing (C23 F.10.6), but "invalid" for a signaling NaN. */
float truncf(float x)
{
	uint32_t u = asuint(x), m;
	int e = (int)(u >> 23 & 0xff) - 127;

	if (e >= 23)
		return e == 128 ? x + x : x;
	if (e < 0) {
		/* |x| < 1 */
		return asfloat(u & (uint32_t)1 << 31);
	}
	m = (((uint32_t)1 << 23) - 1) >> e;
	if (!(u & m)) return x;
	return asfloat(u & ~m);
}
