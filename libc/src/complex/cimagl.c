#include <complex.h>

long double cimagl(long double _Complex z)
{
	return __imag__ z;
}
