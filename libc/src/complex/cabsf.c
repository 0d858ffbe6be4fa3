#include <complex.h>
#include <math.h>

float cabsf(float _Complex z)
{
	return hypotf(__real__ z, __imag__ z);
}
