#include "complex_impl.h"

/* The algorithm of Hull, Fairgrieve and Tang (ACM TOMS 23(3), 1997) for
 * the complex arcsine and arccosine: with r = |z + 1|, s = |z - 1| and
 * A = (r + s) / 2, B = x / A, Re asin z = asin B and Im asin z =
 * log(A + sqrt(A^2 - 1)), each rewritten where it would cancel: A - 1 is
 * summed from parts that do not cancel, and near B = 1 the real part is
 * an arctangent of a quantity computed the same way. */
R F(__cacos_kern)(R x, R y, R *ras, R *rac)
{
	const R bcross = K(0.6417), across = K(1.5);
	R r, s, a, b, am1, d, xp1, xm1;
	if (x > R_BIG || y > R_BIG) {
		/* asin z = -i log(2iz) + O(1/z^2). */
		*ras = F(atan2)(x, y);
		*rac = F(atan2)(y, x);
		if (isinf(x) || isinf(y))
			return INFINITY;
		return F(log)(F(hypot)(x / 2, y / 2)) + 2 * LN2;
	}
	if (x < R_SMALL && y < R_SMALL) {
		/* asin z = z + O(z^3). */
		*ras = x;
		*rac = PI_2 - x;
		return y;
	}
	if (x < 1 && y < R_SMALL * (1 - x)) {
		/* Close to the real segment: y^2 is below every other term. */
		*ras = F(asin)(x);
		*rac = F(acos)(x);
		return y / F(sqrt)((1 - x) * (1 + x));
	}
	xp1 = x + 1;
	xm1 = x - 1;
	r = F(hypot)(xp1, y);
	s = F(hypot)(xm1, y);
	a = (r + s) / 2;
	b = x / a;
	if (b <= bcross) {
		*ras = F(asin)(b);
		*rac = F(acos)(b);
	} else {
		/* d = x tan(Re acos z) */
		if (x <= 1)
			d = F(sqrt)((a + x) / 2 * (y * y / (r + xp1) + (s - xm1)));
		else
			d = y * F(sqrt)(((a + x) / (r + xp1) + (a + x) / (s + xm1)) / 2);
		*ras = F(atan2)(x, d);
		*rac = F(atan2)(d, x);
	}
	if (a <= across) {
		if (x < 1)
			am1 = (y * y / (r + xp1) + y * y / (s - xm1)) / 2;
		else
			am1 = (y * y / (r + xp1) + (s + xm1)) / 2;
		return F(log1p)(am1 + F(sqrt)(am1 * (a + 1)));
	}
	return F(log)(a + F(sqrt)(a * a - 1));
}
