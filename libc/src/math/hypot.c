#include "libm_dd.h"

/* sqrt(a^2 + b^2) with both squares and their sum exact as
 * double-doubles and the square root corrected once, after scaling by a
 * power of two so nothing overflows or underflows. Error < 0.51 ulp. */
double hypot(double x, double y)
{
	uint64_t ax = asuint64(x) & 0x7fffffffffffffffULL, ay = asuint64(y) & 0x7fffffffffffffffULL, t;
	double a, b, s = 1, inv = 1, h, hl, k, kl, sum, sl, r, p, pl;

	if (ax == 0x7ff0000000000000ULL || ay == 0x7ff0000000000000ULL)
		return INFINITY;
	if (ax > 0x7ff0000000000000ULL || ay > 0x7ff0000000000000ULL)
		return x + y;
	if (ax < ay)
		t = ax, ax = ay, ay = t;
	a = asdouble(ax);
	b = asdouble(ay);
	if (ay == 0)
		return a;
	if ((ax >> 52) - (ay >> 52) > 60)
		return a + b;
	if ((ax >> 52) > 1023 + 400)
		s = 0x1p-600, inv = 0x1p600;
	else if ((ax >> 52) < 1023 - 400)
		s = 0x1p600, inv = 0x1p-600;
	a *= s;
	b *= s;
	h = __two_prod(a, a, &hl);
	k = __two_prod(b, b, &kl);
	sum = __fast_two_sum(h, k, &sl);
	sl += hl + kl;
	r = sqrt(sum);
	p = __two_prod(r, r, &pl);
	pl = ((sum - p) - pl + sl) / (2 * r);
	if (r < 0x1p-422 && inv < 1) {
		/* subnormal result: round once at its grid, which is the grid
		 * of [2^-422, 2^-421) before scaling back */
		h = 0x1p-422 + r;
		k = r - (h - 0x1p-422);
		if (k + pl != 0)
			FORCE_EVAL(0x1p-1022 * 0x1p-1022);
		return ((h + (k + pl)) - 0x1p-422) * inv;
	}
	r = (r + pl) * inv;
	if (r > 0x1.fffffffffffffp1023)
		errno = ERANGE;
	return r;
}
