#include "complex_impl.h"

/* Kahan's form: t = sqrt((|x| + |z|) / 2) adds two numbers of one sign,
 * so nothing cancels; the other part is y / 2t. Arguments near the ends
 * of the range are scaled by an even power of 2 first. */
C F(csqrt)(C z)
{
	R x = F(creal)(z), y = F(cimag)(z), a, b, t;
	int k = 0;
	if (isinf(y))
		return MK(INFINITY, y);
	if (isnan(x))
		return MK(x, x + y);
	if (isinf(x)) {
		if (isnan(y))
			/* +inf + NaN i; -inf gives NaN +-inf i. */
			return x > 0 ? MK(x, y) : MK(y, x);
		return x > 0 ? MK(x, F(copysign)(0, y)) : MK(0, F(copysign)(-x, y));
	}
	if (isnan(y))
		return MK(y, y);
	if (x == 0 && y == 0)
		return MK(0, y);
	a = F(fabs)(x);
	b = F(fabs)(y);
	if (a > R_MAX / 4 || b > R_MAX / 4) {
		a = F(ldexp)(a, -2);
		b = F(ldexp)(b, -2);
		k = 1;
	} else if (a < 4 * R_MIN && b < 4 * R_MIN) {
		a = F(ldexp)(a, 2 * (R_MANT + 1));
		b = F(ldexp)(b, 2 * (R_MANT + 1));
		k = -(R_MANT + 1);
	}
	t = F(sqrt)((a + F(hypot)(a, b)) / 2);
	b = b / (2 * t);
	t = F(ldexp)(t, k);
	b = F(ldexp)(b, k);
	if (x >= 0)
		return MK(t, F(copysign)(b, y));
	return MK(b, F(copysign)(t, y));
}
