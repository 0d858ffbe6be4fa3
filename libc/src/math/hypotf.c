#include "libm_dd.h"

/* Correctly rounded (round-to-nearest), by argument (docs/libm.md,
 * "hypotf"): a^2 + b^2 is exact as a double-double, since each float
 * square has 48 bits; one Newton step on its double square root leaves
 * a relative error near 2^-100, while sqrt(a^2 + b^2) is either exactly
 * a float or a point halfway between two, or at least 2^-80 (relative)
 * away from every such point. No scaling: float squares neither
 * overflow nor underflow in double. */
float hypotf(float x, float y)
{
	uint32_t ux = asuint(x) & 0x7fffffff, uy = asuint(y) & 0x7fffffff;
	double a, b, t, sum, sl, r, p, pl;
	float z;

	if (ux == 0x7f800000 || uy == 0x7f800000)
		return INFINITY;
	if (ux > 0x7f800000 || uy > 0x7f800000)
		return x + y;
	a = fabs((double)x);
	b = fabs((double)y);
	if (a < b)
		t = a, a = b, b = t;
	if (b == 0)
		return (float)a;
	sum = __fast_two_sum(a * a, b * b, &sl);
	r = sqrt(sum);
	p = __two_prod(r, r, &pl);
	pl = ((sum - p) - pl + sl) / (2 * r);
	z = __dd_to_float(r, pl);
	if (z == INFINITY)
		errno = ERANGE;
	return z;
}
