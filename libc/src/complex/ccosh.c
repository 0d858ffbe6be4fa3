#include "complex_impl.h"

/* cosh x cos y + i sinh x sin y, with the special values of G.6.2.4. */
C F(ccosh)(C z)
{
	R x = F(creal)(z), y = F(cimag)(z), s, c, m;
	int k;
	/* The imaginary part of a real argument is sinh x * y: a zero whose
	 * sign is the product's, for every x. */
	if (y == 0)
		return MK(F(cosh)(x), F(copysign)(0, x) * y);
	if (isfinite(x) && isfinite(y)) {
		F(sincos)(y, &s, &c);
		if (F(fabs)(x) < R_MANT * LN2 / 2 + 1)
			return MK(F(cosh)(x) * c, F(sinh)(x) * s);
		m = __c_exp_half(x, &k);
		return MK(F(scalbn)(m * c, k), F(scalbn)(F(copysign)(m, x) * s, k));
	}
	if (x == 0)
		return MK(y - y, x);
	if (isinf(x)) {
		if (!isfinite(y))
			return MK(x * x, x * (y - y));
		F(sincos)(y, &s, &c);
		return MK(INFINITY * c, x * s);
	}
	return MK(x + (y - y), x + (y - y));
}
