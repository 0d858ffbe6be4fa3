#include <complex.h>
#include <math.h>

/* Every infinity, whatever the other part (NaN too), is the one point at
 * infinity of the Riemann sphere. */
float _Complex cprojf(float _Complex z)
{
	if (isinf(__real__ z) || isinf(__imag__ z))
		return CMPLXF(INFINITY, copysignf(0, __imag__ z));
	return z;
}
