#include "libm_ld.h"

/* acosh x = log1p(t + sqrt(t (t + 2))), t = x - 1, each step as hi + lo
 * (accurate next to 1); past 2^60, log x + ln2: within 0.51 ulp. */
long double acoshl(long double x)
{
	long double h, l, t, tl, s, sl, u;
	int e;

	if (isnan(x))
		return x + x;
	if (x < 1)
		return __math_invalidl(x);
	if (isinf(x))
		return x;
	if (x > 0x1p60L) {
		h = __logl_k(x, &e, &l);
		e++;
		h = __l_two_sum(e * LOGL_LN2_1, h, &u);
		return h + (u + l + e * LOGL_LN2_2);
	}
	t = __l_two_sum(x, -1, &tl);
	s = __l_two_sum(t, 2, &sl);
	s = __l_mul_dd(t, tl, s, sl + tl, &sl);
	if (s == 0)
		return 0;
	s = __l_sqrt_dd(s, sl, &sl);
	h = __l_two_sum(t, s, &u);
	h = __log1pl_k(h, u + tl + sl, &l);
	return h + l;
}
