#include <complex.h>

float crealf(float _Complex z)
{
	return __real__ z;
}
