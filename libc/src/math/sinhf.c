#include "libm_dd.h"

/* sinh(x) in double (error < 0.53 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). The table holds the inputs whose exact value lies under an
 * ulp of double from a point halfway between two floats, close enough
 * for the double to land on it or past it (2 of them; their correctly
 * rounded results). */
static const struct __float_hard hard[] = {
	{ 0x1.250bfep-11f, 0x1.250bfep-11f },
	{ -0x1.250bfep-11f, -0x1.250bfep-11f },
};

float sinhf(float x)
{
	float r;
	if (__float_hard_case(x, hard, sizeof hard / sizeof *hard, &r))
		return r;
	__float_tiny_arg(x);
	return __to_float(sinh((double)x));
}
