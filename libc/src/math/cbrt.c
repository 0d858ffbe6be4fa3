#include "libm_dd.h"

/* x = 2^(3k) * m, m in [1, 8): a fitted first guess (2^-8), two Newton
 * steps in double (2^-32), a last one whose residual m - y^3 is exact
 * (y^3 as a double-double), then 2^k. Error < 0.51 ulp. */
double cbrt(double x)
{
	uint64_t ix = asuint64(x), ax = ix & 0x7fffffffffffffffULL;
	int e, k;
	double m, y, h, hl, c, cl;

	if (ax >= 0x7ff0000000000000ULL || ax == 0)
		return x + x;
	e = (int)(ax >> 52) - 1023;
	if (ax < 0x0010000000000000ULL) {
		ax = asuint64(asdouble(ax) * 0x1p54);
		e = (int)(ax >> 52) - 1023 - 54;
	}
	k = e >= 0 ? e / 3 : -((2 - e) / 3);
	m = asdouble((ax & 0x000fffffffffffffULL) | (uint64_t)(1023 + e - 3 * k) << 52);
	y = 0x1.4ecb7ee28e2bbp-1 + m * (0x1.a612e6bf7887cp-2 + m * (-0x1.166aa5a8ad33cp-4
		+ m * (0x1.ca0ace5bab84ep-8 + m * -0x1.2e387317adddep-12)));
	y = (2 * y + m / (y * y)) * (1.0 / 3);
	y = (2 * y + m / (y * y)) * (1.0 / 3);
	h = __two_prod(y, y, &hl);
	c = __two_prod(h, y, &cl);
	cl += hl * y;
	y += ((m - c) - cl) / (3 * h);
	y *= asdouble((uint64_t)(1023 + k) << 52);
	return ix >> 63 ? -y : y;
}
