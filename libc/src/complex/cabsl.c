#include <complex.h>
#include <math.h>

long double cabsl(long double _Complex z)
{
	return hypotl(__real__ z, __imag__ z);
}
