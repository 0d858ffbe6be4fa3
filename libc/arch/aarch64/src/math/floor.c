#include <math.h>

/* One instruction: toward -inf, raises nothing. */
double floor(double x)
{
	__asm__ ("frintm %d0, %d1" : "=w"(x) : "w"(x));
	return x;
}
