#include <complex.h>
#include <math.h>

double carg(double _Complex z)
{
	return atan2(__imag__ z, __real__ z);
}
