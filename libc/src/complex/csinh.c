#include "complex_impl.h"

/* sinh x cos y + i cosh x sin y, with the special values of G.6.2.5. */
C F(csinh)(C z)
{
	R x = F(creal)(z), y = F(cimag)(z), s, c, m;
	int k;
	if (isfinite(x) && isfinite(y)) {
		if (y == 0)
			return MK(F(sinh)(x), y);
		F(sincos)(y, &s, &c);
		if (F(fabs)(x) < R_MANT * LN2 / 2 + 1)
			return MK(F(sinh)(x) * c, F(cosh)(x) * s);
		/* cosh x = |sinh x| = e^|x| / 2 here, scaled so that a result
		 * that fits does not overflow on the way. */
		m = __c_exp_half(x, &k);
		return MK(F(scalbn)(F(copysign)(m, x) * c, k), F(scalbn)(m * s, k));
	}
	if (x == 0)
		return MK(x, y - y);
	if (y == 0)
		return MK(x, y);
	if (isinf(x)) {
		if (!isfinite(y))
			return MK(x, y - y);
		F(sincos)(y, &s, &c);
		return MK(x * c, INFINITY * s);
	}
	return MK(x + (y - y), x + (y - y));
}
