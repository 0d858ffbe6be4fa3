#include <math.h>

/* One instruction: halfway cases away from zero, raises nothing. */
double round(double x)
{
	__asm__ ("frinta %d0, %d1" : "=w"(x) : "w"(x));
	return x;
}
