#include "libm_dd.h"

/* tgamma(x): the double-double gamma of __lgamma_dd.c rounded once (in
 * the subnormal range too). Error < 0.62 ulp (docs/libm.md). */

double tgamma(double x)
{
	double h, l, s, sl;
	int k;
	if (!isfinite(x))
		return x == -INFINITY ? __math_invalid(x) : x + x;
	if (x == 0)
		return __math_divzero(signbit(x));
	if (x < 0 && floor(x) == x)
		return __math_invalid(x);
	if (fabs(x) < 0x1p-60) {
		/* 1/x - euler; 1/x overflows below 2^-1024 */
		if (fabs(x) <= 0x1p-1024)
			return __math_oflow(signbit(x));
		return 1 / x - 0x1.2788cfc6fb619p-1;
	}
	if (x > 0) {
		if (x > 171.625)
			return __math_oflow(0);
		h = __tgamma_pos_dd(x, &l, &k);
		if (k) {
			h = (h + l) * 0x1p560;
			if (isinf(h))
				errno = ERANGE;
			return h;
		}
		return h + l;
	}
	if (x < -190) {
		/* |gamma(x)| < 2^-1100; the sign is that of sin(pi x) */
		s = __sinpi_dd(x, &sl);
		return __math_uflow(s < 0);
	}
	h = __tgamma_neg_dd(x, &l, &k);
	if (!k)
		return h + l;
	/* below 2^-1022 (|x| > 171): round once on the subnormal grid */
	return __dd_tiny(h * 0x1p462, l * 0x1p462);
}
