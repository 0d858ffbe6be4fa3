#include "libm_ld.h"

/* 1 + x = s + t exactly; log1p(x) = log(s) + t/s - (t/s)^2/2 (the next
 * term is below 2^-3p), log(s) from __logl_k as hi + lo. */
long double log1pl(long double x)
{
	long double s, t, h, l, eh, el, u, ul, ph, pl;
	int e;

	if (isnan(x))
		return x + x;
	if (x <= -1)
		return x == -1 ? __math_divzerol(1) : __math_invalidl(x);
	if (isinf(x))
		return x;
	if (fabsl(x) < LDBL_EPSILON / 4) {
		if (x != 0 && fabsl(x) < LDBL_MIN)
			FORCE_EVAL(x * x);
		return x;
	}
	/* beyond 2^120 log1p(x) - log(x) is below 2^-126 relative (and the
	 * split of s in the product below would overflow next to the
	 * largest value) */
	if (x > 0x1p120L)
		s = x, t = 0;
	else
		s = __l_two_sum(1, x, &t);
	h = __logl_k(s, &e, &l);
	if (t != 0) {
		/* t/s as hi + lo: its rounding would be a quarter ulp next to
		 * 2^-p; |u| <= 2^-p */
		u = t / s;
		ph = __l_two_prod(u, s, &pl);
		ul = ((t - ph) - pl) / s;
		h = __l_two_sum(h, u, &t);
		l += t + ul - 0.5L * u * u;
	}
	if (e == 0)
		return h + l;
	eh = e * LOGL_LN2_1;
	el = e * LOGL_LN2_2;
	eh = __l_two_sum(eh, h, &u);
	return eh + (u + l + el + e * LOGL_LN2_3);
}
