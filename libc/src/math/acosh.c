#include "libm_dd.h"

/* log(x + sqrt(x^2 - 1)) with x^2 - 1 (exact near 1), its square root and
 * the sum as double-doubles; from 2^28 on, log x + log 2. Error < 0.51 ulp. */

#define LN2_HI 0x1.62e42fefa39efp-1
#define LN2_LO 0x1.abc9e3b39803fp-56

double acosh(double x)
{
	uint64_t ix = asuint64(x);
	double t, tl, m, ml, s, sl, p, pl, u, ul, h, l;

	if (ix < 0x3ff0000000000000ULL || ix > 0x7ff0000000000000ULL) {
		if (ix > 0x7ff0000000000000ULL && ix <= 0x7fffffffffffffffULL)
			return x + x;
		return __math_invalid(x);
	}
	if (ix >= 0x41b0000000000000ULL) {
		if (ix == 0x7ff0000000000000ULL)
			return x;
		h = __log_dd(ix, &l);
		h = __two_sum(h, LN2_HI, &t);
		return h + (t + l + LN2_LO);
	}
	t = __two_prod(x, x, &tl);
	m = __two_sum(t, -1.0, &ml);
	ml += tl;
	if (m == 0)
		return 0.0;
	s = sqrt(m);
	p = __two_prod(s, s, &pl);
	sl = ((m - p) - pl + ml) / (2 * s);
	u = __two_sum(x, s, &ul);
	ul += sl;
	h = __log_dd(asuint64(u), &l);
	return h + (l + ul / u);
}
