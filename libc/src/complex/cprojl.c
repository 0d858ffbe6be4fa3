#include <complex.h>
#include <math.h>

/* Every infinity, whatever the other part (NaN too), is the one point at
 * infinity of the Riemann sphere. */
long double _Complex cprojl(long double _Complex z)
{
	if (isinf(__real__ z) || isinf(__imag__ z))
		return CMPLXL(INFINITY, copysignl(0, __imag__ z));
	return z;
}
