#include <math.h>

/* The BSD name of remainder. */
double drem(double x, double y)
{
	return remainder(x, y);
}
