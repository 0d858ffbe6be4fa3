#include "libm_dd.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */
long double erfl(long double x)
{
	if (isnan(x))
		return x + x;
	/* below double's range erf(x) = 2x/sqrt(pi) to far beyond any precision */
	if (fabsl(x) < 0x1p-900L)
		return x * 0x1.20dd750429b6d11ae3a914fed7fep+0L;
	return erf((double)x);
}
