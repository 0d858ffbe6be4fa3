#include <fenv.h>
#include <math.h>

/* rint without "inexact". */
float nearbyintf(float x)
{
	int e = fetestexcept(FE_INEXACT);
	x = rintf(x);
	if (!e) feclearexcept(FE_INEXACT);
	return x;
}
