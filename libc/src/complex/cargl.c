/* REDUCED: evaluated by the long double atan2l, which works in double */
#include <complex.h>
#include <math.h>

long double cargl(long double _Complex z)
{
	return atan2l(__imag__ z, __real__ z);
}
