#include "libm.h"

/* Adding and subtracting 2^23 rounds to an integer in the current
 * mode and raises "inexact" when the value changes. */
float rintf(float x)
{
	static const float toint = 0x1p23f;
	uint32_t u = asuint(x);
	int e = u >> 23 & 0xff;
	float y;

	if (e >= 150)
		return e == 0xff ? x + x : x;
	y = u >> 31 ? x - toint + toint : x + toint - toint;
	if (y == 0) return asfloat(u & (uint32_t)1 << 31);
	return y;
}
