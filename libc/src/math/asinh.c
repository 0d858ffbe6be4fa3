#include "libm_dd.h"

/* |x| < 1/32: the Taylor series through x^13 (truncation 2^-60). Up to
 * 2^28: log(|x| + sqrt(x^2 + 1)) with x^2 + 1, its square root and the
 * sum as double-doubles. Above, log|x| + log 2. Error < 0.51 ulp. */

#define LN2_HI 0x1.62e42fefa39efp-1
#define LN2_LO 0x1.abc9e3b39803fp-56

double asinh(double x)
{
	uint64_t ix = asuint64(x), ax = ix & 0x7fffffffffffffffULL;
	double a = asdouble(ax), z, r, t, tl, m, ml, s, sl, p, pl, u, ul, h, l;

	if (ax < 0x3fa0000000000000ULL) {
		if (ax < 0x3e40000000000000ULL) {
			if (ax < 0x0010000000000000ULL && ax)
				FORCE_EVAL(x * x);
			return x;
		}
		z = x * x;
		return x + x * z * (-0x1.5555555555555p-3 + z * (0x1.3333333333333p-4
			+ z * (-0x1.6db6db6db6db7p-5 + z * (0x1.f1c71c71c71c7p-6 + z * (-0x1.6e8ba2e8ba2e9p-6
			+ z * 0x1.1c4ec4ec4ec4fp-6)))));
	}
	if (ax >= 0x41b0000000000000ULL) {
		if (ax >= 0x7ff0000000000000ULL)
			return x + x;
		h = __log_dd(ax, &l);
		h = __two_sum(h, LN2_HI, &t);
		r = h + (t + l + LN2_LO);
	} else {
		t = __two_prod(a, a, &tl);
		m = __two_sum(t, 1.0, &ml);
		ml += tl;
		s = sqrt(m);
		p = __two_prod(s, s, &pl);
		sl = ((m - p) - pl + ml) / (2 * s);
		u = __two_sum(a, s, &ul);
		ul += sl;
		h = __log_dd(asuint64(u), &l);
		r = h + (l + ul / u);
	}
	return ix >> 63 ? -r : r;
}
