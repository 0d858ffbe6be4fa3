#include <math.h>

/* One instruction: toward +inf, raises nothing. */
double ceil(double x)
{
	__asm__ ("frintp %d0, %d1" : "=w"(x) : "w"(x));
	return x;
}
