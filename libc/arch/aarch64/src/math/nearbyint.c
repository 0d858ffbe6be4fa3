#include <math.h>

/* One instruction: in the current mode, raising nothing. */
double nearbyint(double x)
{
	__asm__ ("frinti %d0, %d1" : "=w"(x) : "w"(x));
	return x;
}
