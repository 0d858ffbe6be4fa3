#include "libm_dd.h"

/* log10(x) in double (error < 0.51 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). The table holds the inputs whose exact value lies under an
 * ulp of double from a point halfway between two floats, close enough
 * for the double to land on it or past it (1 of them; their correctly
 * rounded results). */
static const struct __float_hard hard[] = {
	{ 0x1.fddcf4p-98f, -0x1.d33a46p+4f },
};

float log10f(float x)
{
	float r;
	if (__float_hard_case(x, hard, sizeof hard / sizeof *hard, &r))
		return r;
	return __to_float(log10((double)x));
}
