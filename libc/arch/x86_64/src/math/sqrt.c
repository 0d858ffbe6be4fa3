#include "libm.h"

double sqrt(double x)
{
	/* The instruction gives the NaN and raises "invalid" too; the
	 * quiet test is only for errno. */
	if (isless(x, 0)) return __math_invalid(x);
	__asm__ ("sqrtsd %1, %0" : "=x"(x) : "x"(x));
	return x;
}
