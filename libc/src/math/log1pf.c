#include "libm_dd.h"

/* log1p(x) in double (error < 0.51 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). The table holds the inputs whose exact value lies under an
 * ulp of double from a point halfway between two floats, close enough
 * for the double to land on it or past it (9 of them; their correctly
 * rounded results). */
static const struct __float_hard hard[] = {
	{ 0x1.800006p-21f, 0x1.7ffffep-21f },
	{ 0x1.200036p-17f, 0x1.1fffe6p-17f },
	{ 0x1.fb035ap-2f, 0x1.9bddc2p-2f },
	{ 0x1.0f1fd6p+3f, 0x1.1fcbcep+1f },
	{ 0x1.b121a6p+76f, 0x1.a9a3f2p+5f },
	{ 0x1.6351d8p+95f, 0x1.08b512p+6f },
	{ -0x1.7ffffap-21f, -0x1.800002p-21f },
	{ -0x1.1fffcap-17f, -0x1.20001ap-17f },
	{ -0x1.1d9188p-9f, -0x1.1de14ap-9f },
};

float log1pf(float x)
{
	float r;
	if (__float_hard_case(x, hard, sizeof hard / sizeof *hard, &r))
		return r;
	__float_tiny_arg(x);
	return __to_float(log1p((double)x));
}
