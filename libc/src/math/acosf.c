#include "libm_dd.h"

/* acos(x) in double (error < 0.62 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). The table holds the inputs whose exact value lies under an
 * ulp of double from a point halfway between two floats, close enough
 * for the double to land on it or past it (2 of them; their correctly
 * rounded results). */
static const struct __float_hard hard[] = {
	{ 0x1.110b46p-26f, 0x1.921fb6p+0f },
	{ 0x1.04c444p-12f, 0x1.920f6ap+0f },
};

float acosf(float x)
{
	float r;
	if (__float_hard_case(x, hard, sizeof hard / sizeof *hard, &r))
		return r;
	return __to_float(acos((double)x));
}
