#include <complex.h>
#include <math.h>

long double cargl(long double _Complex z)
{
	return atan2l(__imag__ z, __real__ z);
}
