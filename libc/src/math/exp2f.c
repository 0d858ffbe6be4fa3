#include "libm_dd.h"

/* exp2(x) in double (error < 0.52 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). The table holds the inputs whose exact value lies under an
 * ulp of double from a point halfway between two floats, close enough
 * for the double to land on it or past it (2 of them; their correctly
 * rounded results). */
static const struct __float_hard hard[] = {
	{ 0x1.853a6ep-9f, 0x1.00870ap+0f },
	{ -0x1.e7526ep-6f, 0x1.f58d62p-1f },
};

float exp2f(float x)
{
	float r;
	if (__float_hard_case(x, hard, sizeof hard / sizeof *hard, &r))
		return r;
	return __to_float(exp2((double)x));
}
