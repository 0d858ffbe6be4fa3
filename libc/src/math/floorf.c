#include "libm.h"

/* Rounds toward -inf: a negative value with a fraction goes down;
 * raises nothing (C23 F.10.6), but "invalid" for a signaling NaN. */
float floorf(float x)
{
	uint32_t u = asuint(x), m;
	int e = (int)(u >> 23 & 0xff) - 127;

	if (e >= 23)
		return e == 128 ? x + x : x;
	if (e < 0) {
		/* |x| < 1 */
		if (u >> 31 && u << 1) return -1.0f;
		return u >> 31 ? x : 0;
	}
	m = (((uint32_t)1 << 23) - 1) >> e;
	if (!(u & m)) return x;
	if (u >> 31) u += m;
	return asfloat(u & ~m);
}
