#include "libm_dd.h"

/* cos(x) in double (error < 0.6 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). The table holds the inputs whose exact value lies under an
 * ulp of double from a point halfway between two floats, close enough
 * for the double to land on it or past it (4 of them; their correctly
 * rounded results). */
static const struct __float_hard hard[] = {
	{ 0x1.3170fp+63f, 0x1.fe2976p-1f },
	{ 0x1.2b9622p+67f, 0x1.f0285ep-1f },
	{ -0x1.3170fp+63f, 0x1.fe2976p-1f },
	{ -0x1.2b9622p+67f, 0x1.f0285ep-1f },
};

float cosf(float x)
{
	float r;
	if (__float_hard_case(x, hard, sizeof hard / sizeof *hard, &r))
		return r;
	return __to_float(cos((double)x));
}
