#include <complex.h>

double cimag(double _Complex z)
{
	return __imag__ z;
}
