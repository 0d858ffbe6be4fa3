#include "complex_impl.h"

C F(cexp)(C z)
{
	R x = F(creal)(z), y = F(cimag)(z), s, c, m;
	int k;
	/* Covers e^x for every x, NaN and infinities included (G.6.3.1). */
	if (y == 0)
		return MK(F(exp)(x), y);
	if (isinf(x)) {
		if (!isfinite(y))
			/* +inf: +-inf + NaN i (invalid for y = inf); -inf: +-0 +-0i. */
			return x > 0 ? MK(x, y - y) : MK(0, F(copysign)(0, y));
		F(sincos)(y, &s, &c);
		return x > 0 ? MK(x * c, x * s) : MK(F(copysign)(0, c), F(copysign)(0, s));
	}
	if (isnan(x) || !isfinite(y))
		return MK(x + (y - y), x + (y - y));
	F(sincos)(y, &s, &c);
	if (x < R_MAX_EXP * LN2 - 1)
		return MK(F(exp)(x) * c, F(exp)(x) * s);
	/* e^x overflows while e^x cos y may not: scale once at the end. */
	m = 2 * __c_exp_half(x, &k);
	return MK(F(scalbn)(m * c, k), F(scalbn)(m * s, k));
}
