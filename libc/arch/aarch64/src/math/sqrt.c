#include "libm.h"

double sqrt(double x)
{
	/* The instruction gives the NaN and raises "invalid" too; the
	 * quiet test is only for errno. */
	if (isless(x, 0)) return __math_invalid(x);
	__asm__ ("fsqrt %d0, %d1" : "=w"(x) : "w"(x));
	return x;
}
