#include <complex.h>

long double _Complex conjl(long double _Complex z)
{
	return CMPLXL(__real__ z, -__imag__ z);
}
