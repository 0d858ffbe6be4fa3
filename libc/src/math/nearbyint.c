#include <fenv.h>
#include <math.h>

/* rint without "inexact". */
double nearbyint(double x)
{
	int e = fetestexcept(FE_INEXACT);
	x = rint(x);
	if (!e) feclearexcept(FE_INEXACT);
	return x;
}
