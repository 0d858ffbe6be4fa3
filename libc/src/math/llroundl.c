#include <fenv.h>
#include <limits.h>
#include <math.h>

/* Out of range (NaN, infinities included): "invalid" alone (not the
 * "inexact" of rounding a binary128 fraction first, nor the one libgcc's
 * conversion adds), and LLONG_MIN as the x87 gives. */
long long llroundl(long double x)
{
	int e = fetestexcept(FE_INEXACT);

	x = roundl(x);
	if (!(x >= -0x1p63L && x < 0x1p63L)) {
		if (!e) feclearexcept(FE_INEXACT);
		feraiseexcept(FE_INVALID);
		return LLONG_MIN;
	}
	return x;
}
