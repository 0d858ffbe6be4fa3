#include "libm_ld.h"

/* e log10(2) + log(m) log10(e), each product and the sum as hi + lo. */
long double log10l(long double x)
{
	long double h, l, eh, el, t;
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
	h = __l_mul_dd(h, l, LOG10EL_HI, LOG10EL_LO, &l);
	if (e == 0)
		return h + l;
	eh = __l_two_prod(e, LOG10_2L_HI, &el);
	el += e * LOG10_2L_LO;
	h = __l_two_sum(eh, h, &t);
	return h + (t + l + el);
}
