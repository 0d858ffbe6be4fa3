#include "libm.h"

float sqrtf(float x)
{
	/* The instruction gives the NaN and raises "invalid" too; the
	 * quiet test is only for errno. */
	if (isless(x, 0)) return __math_invalidf(x);
	__asm__ ("fsqrt %s0, %s1" : "=w"(x) : "w"(x));
	return x;
}
