#include "complex_impl.h"

/* For x, y >= 0: Re catanh z = log1p(4x / ((1 - x)^2 + y^2)) / 4 (no
 * cancellation: every term is positive), Im = atan2(2y, 1 - x^2 - y^2) / 2
 * with 1 - x^2 - y^2 summed exactly near the unit circle; odd in each
 * part. */
C F(catanh)(C z)
{
	R x = F(creal)(z), y = F(cimag)(z), a = F(fabs)(x), b = F(fabs)(y), re, im, n;
	if (isnan(x) || isnan(y)) {
		if (isinf(x) || (x == 0 && isnan(y)))
			return MK(F(copysign)(0, x), y);
		if (isinf(y))
			return MK(F(copysign)(0, x), F(copysign)(PI_2, y));
		return MK(x + y, x + y);
	}
	if (a > R_BIG || b > R_BIG) {
		/* catanh z = 1/z + O(1/z^3) +- i pi/2 */
		R h = F(hypot)(a, b);
		re = isinf(h) ? 0 : a / h / h;
		im = isinf(h) ? PI_2 : PI_2 - b / h / h;
	} else if (a < R_SMALL && b < R_SMALL) {
		re = a;
		im = b;
	} else {
		if (a == 1 && b < R_SMALL)
			/* b^2 may underflow: log(4 / b^2) / 4. */
			re = (LN2 - F(log)(b)) / 2;
		else
			re = F(log1p)(4 * a / ((1 - a) * (1 - a) + b * b)) / 4;
		if (a * a + b * b >= K(0.5) && a * a + b * b <= 2)
			n = 0 - __c_x2y2m1(a, b);
		else
			n = (1 - a) * (1 + a) - b * b;
		im = F(atan2)(2 * b, n) / 2;
	}
	return MK(F(copysign)(re, x), F(copysign)(im, y));
}
