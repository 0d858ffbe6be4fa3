#include "libm.h"

float sqrtf(float x)
{
	/* The instruction gives the NaN and raises "invalid" too; the
	 * quiet test is only for errno. */
	if (isless(x, 0)) return __math_invalidf(x);
	__asm__ ("sqrtss %1, %0" : "=x"(x) : "x"(x));
	return x;
}
