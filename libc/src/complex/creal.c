#include <complex.h>

double creal(double _Complex z)
{
	return __real__ z;
}
