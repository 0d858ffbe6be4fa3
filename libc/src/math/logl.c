#include "libm_ld.h"

/* e ln2 + log(m) from __logl_k as hi + lo, rounded once: within 0.51
 * ulp. */
long double logl(long double x)
{
	long double h, l, eh, t;
	int e;

	if (isnan(x))
		return x + x;
	if (x < 0)
		return __math_invalidl(x);
	if (x == 0)
		return __math_divzerol(1);
	if (isinf(x))
		return x;
	h = __logl_k(x, &e, &l);
	if (e == 0)
		return h + l;
	eh = __l_two_sum(e * LOGL_LN2_1, h, &t);
	return eh + (t + l + e * LOGL_LN2_2);
}
