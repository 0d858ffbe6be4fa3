#include "libm_ld.h"

/* As sinl, a quarter period on. */
long double cosl(long double x)
{
	long double y0, y1, h, l;

	if (!isfinite(x))
		return isnan(x) ? x + x : __math_invalidl(x);
	if (fabsl(x) < 0x1p-120L)
		return 1 - 0x1p-200L;
	switch (__rem_pio2l(x, &y0, &y1)) {
	case 0: h = __cosl_dd(y0, y1, &l); break;
	case 1: h = -__sinl_dd(y0, y1, &l); l = -l; break;
	case 2: h = -__cosl_dd(y0, y1, &l); l = -l; break;
	default: h = __sinl_dd(y0, y1, &l); break;
	}
	return h + l;
}
