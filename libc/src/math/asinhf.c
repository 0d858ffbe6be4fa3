#include "libm_dd.h"

/* asinh(x) in double (error < 0.51 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). The table holds the inputs whose exact value lies under an
 * ulp of double from a point halfway between two floats, close enough
 * for the double to land on it or past it (6 of them; their correctly
 * rounded results). */
static const struct __float_hard hard[] = {
	{ 0x1.bacb4ap+24f, 0x1.1e0696p+4f },
	{ -0x1.bacb4ap+24f, -0x1.1e0696p+4f },
	{ 0x1.b121a6p+75f, 0x1.a9a3f2p+5f },
	{ -0x1.b121a6p+75f, -0x1.a9a3f2p+5f },
	{ 0x1.6351d8p+94f, 0x1.08b512p+6f },
	{ -0x1.6351d8p+94f, -0x1.08b512p+6f },
};

float asinhf(float x)
{
	float r;
	if (__float_hard_case(x, hard, sizeof hard / sizeof *hard, &r))
		return r;
	__float_tiny_arg(x);
	return __to_float(asinh((double)x));
}
