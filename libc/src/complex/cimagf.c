#include <complex.h>

float cimagf(float _Complex z)
{
	return __imag__ z;
}
