#define _GNU_SOURCE
#include "bessel.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */

/* How:
 * y1 of x rounded to double, corrected by Y1' = Y0 - Y1/x; below
 * double's range -2/(pi x), which overflows below about 2^-16384 in
 * the 80-bit format; beyond it 0 (as j0l). */
long double y1l(long double x)
{
	double xd, a, b;
	long double dx, r;
	if (isnan(x))
		return x + x;
	if (x < 0)
		return __math_invalidl(x);
	if (x == 0)
		return __math_divzerol(1);
	if (x > DBL_MAX)
		return 0;
	if (x < 0x1p-900L) {
		r = -0x1.45f306dc9c882a53f84eafa3ea6ap-1L / x;
		if (isinf(r))
			errno = ERANGE;
		return r;
	}
	xd = (double)x;
	dx = x - xd;
	a = y1(xd);
	if (dx == 0)
		return a;
	b = y0(xd);
	return a + (b - a / (long double)xd) * dx;
}
