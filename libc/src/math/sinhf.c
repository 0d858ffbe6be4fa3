#include "libm_dd.h"

/* sinh(x) in double (error < 0.53 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). The table holds the inputs whose exact value lies under an
 * ulp of double from a point halfway between two floats, close enough
 * for the double to land on it or past it (2 of them; their correctly
 * rounded results). */
static const struct { float x, r; } hard[] = {
	{ 0x1.250bfep-11f, 0x1.250bfep-11f },
	{ -0x1.250bfep-11f, -0x1.250bfep-11f },
};

float sinhf(float x)
{
	for (size_t i = 0; i < sizeof hard / sizeof *hard; i++)
		if (x == hard[i].x)
			return hard[i].r;
	/* subnormal x: f(x) rounds to x, inexact and tiny, but the double
	 * is x exactly and its rounding to float raises no underflow */
	if ((asuint(x) & 0x7fffffff) - 1 < 0x7fffff)
		FORCE_EVAL(x * x);
	return __to_float(sinh((double)x));
}
