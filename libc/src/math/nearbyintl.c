#include <fenv.h>
#include <math.h>

/* rint without "inexact". */
long double nearbyintl(long double x)
{
	int e = fetestexcept(FE_INEXACT);
	x = rintl(x);
	if (!e) feclearexcept(FE_INEXACT);
	return x;
}
