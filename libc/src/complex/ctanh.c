#include "complex_impl.h"

/* Kahan's form: with t = tan y, s = sinh x, b = 1 + t^2,
 * tanh z = (b s cosh x + i t) / (1 + b s^2); past |x| = 23 (double)
 * tanh x is +-1 and the imaginary part 4 cos y sin y e^-2|x|. */
C F(ctanh)(C z)
{
	R x = F(creal)(z), y = F(cimag)(z), t, b, s, d, m;
	if (y == 0)
		return MK(F(tanh)(x), y);
	if (isinf(x)) {
		if (!isfinite(y))
			return MK(F(copysign)(1, x), F(copysign)(0, y));
		return MK(F(copysign)(1, x), F(copysign)(0, F(sin)(y) * F(cos)(y)));
	}
	if (!isfinite(x) || !isfinite(y))
		/* C17 (DR 471): a zero x stays, NaN i (invalid for y = inf). */
		return MK(x == 0 ? x : x + (y - y), x + (y - y));
	if (F(fabs)(x) > R_MANT * LN2 / 2 + 1) {
		int k;
		F(sincos)(y, &s, &t);
		m = __c_exp_half(x, &k);
		/* e^-2|x| = 1 / (4 m^2 2^2k); the sines keep it from underflowing
		 * too soon. */
		return MK(F(copysign)(1, x), F(scalbn)(s * t / m / m, -2 * k));
	}
	t = F(tan)(y);
	b = 1 + t * t;
	s = F(sinh)(x);
	d = 1 + b * s * s;
	return MK(b * s * F(sqrt)(1 + s * s) / d, t / d);
}
