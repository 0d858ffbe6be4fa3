#define _GNU_SOURCE
#include "libm_ld.h"

/* sinl and cosl from one reduction. */
void sincosl(long double x, long double *s, long double *c)
{
	long double y0, y1, sh, sl, ch, cl;

	if (!isfinite(x)) {
		*s = *c = isnan(x) ? x + x : __math_invalidl(x);
		return;
	}
	if (fabsl(x) < LDBL_EPSILON) {
		if (x != 0 && fabsl(x) < LDBL_MIN)
			FORCE_EVAL(x * x);
		*s = x;
		*c = 1 - 0x1p-200L;
		return;
	}
	switch (__rem_pio2l(x, &y0, &y1)) {
	case 0:
		sh = __sinl_dd(y0, y1, &sl);
		ch = __cosl_dd(y0, y1, &cl);
		break;
	case 1:
		sh = __cosl_dd(y0, y1, &sl);
		ch = -__sinl_dd(y0, y1, &cl);
		cl = -cl;
		break;
	case 2:
		sh = -__sinl_dd(y0, y1, &sl);
		sl = -sl;
		ch = -__cosl_dd(y0, y1, &cl);
		cl = -cl;
		break;
	default:
		sh = -__cosl_dd(y0, y1, &sl);
		sl = -sl;
		ch = __sinl_dd(y0, y1, &cl);
		break;
	}
	*s = sh + sl;
	*c = ch + cl;
}
