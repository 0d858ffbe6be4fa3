#define _GNU_SOURCE
#include "bessel.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */

/* How:
 * j1 of x rounded to double, corrected by J1' = J0 - J1/x times the
 * part rounding dropped; x/2 below double's range; beyond it 0 (as
 * j0l). */
long double j1l(long double x)
{
	double xd, a, b;
	long double dx;
	if (isnan(x))
		return x + x;
	if (fabsl(x) > DBL_MAX)
		return copysignl(0, x);
	if (fabsl(x) < 0x1p-900L)
		return x * 0.5L;
	xd = (double)x;
	dx = x - xd;
	a = j1(xd);
	if (dx == 0)
		return a;
	b = j0(xd);
	return a + (b - a / (long double)xd) * dx;
}
