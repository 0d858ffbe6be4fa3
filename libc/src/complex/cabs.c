#include <complex.h>
#include <math.h>

double cabs(double _Complex z)
{
	return hypot(__real__ z, __imag__ z);
}
