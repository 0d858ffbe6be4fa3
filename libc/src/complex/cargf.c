#include <complex.h>
#include <math.h>

float cargf(float _Complex z)
{
	return atan2f(__imag__ z, __real__ z);
}
