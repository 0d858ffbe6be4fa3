#include "libm.h"

long double sqrtl(long double x)
{
	if (isless(x, 0)) return __math_invalidl(x);
	__asm__ ("fsqrt" : "+t"(x));
	return x;
}
