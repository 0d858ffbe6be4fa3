#include <complex.h>

double _Complex conj(double _Complex z)
{
	return CMPLX(__real__ z, -__imag__ z);
}
