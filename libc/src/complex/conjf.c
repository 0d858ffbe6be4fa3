#include <complex.h>

float _Complex conjf(float _Complex z)
{
	return CMPLXF(__real__ z, -__imag__ z);
}
