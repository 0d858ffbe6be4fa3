#include <math.h>

/* One instruction: in the current mode, raising inexact. */
double rint(double x)
{
	__asm__ ("frintx %d0, %d1" : "=w"(x) : "w"(x));
	return x;
}
