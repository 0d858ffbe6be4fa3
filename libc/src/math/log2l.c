#include "libm_ld.h"

/* e + log(m) log2(e), the product and the sum as hi + lo: exact at
 * powers of 2, within 0.51 ulp elsewhere. */
long double log2l(long double x)
{
	long double h, l, t;
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
	h = __l_mul_dd(h, l, LOG2EL_HI, LOG2EL_LO, &l);
	h = __l_two_sum(e, h, &t);
	return h + (t + l);
}
