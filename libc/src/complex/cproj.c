#include <complex.h>
#include <math.h>

/* Every infinity, whatever the other part (NaN too), is the one point at
 * infinity of the Riemann sphere. */
double _Complex cproj(double _Complex z)
{
	if (isinf(__real__ z) || isinf(__imag__ z))
		return CMPLX(INFINITY, copysign(0, __imag__ z));
	return z;
}
