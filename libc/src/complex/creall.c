#include <complex.h>

long double creall(long double _Complex z)
{
	return __real__ z;
}
