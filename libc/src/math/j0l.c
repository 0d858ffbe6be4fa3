#define _GNU_SOURCE
#include "bessel.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */

/* How:
 * j0 of x rounded to double, corrected by J0' = -J1 times the part
 * rounding dropped. Beyond double's range (|J0| < 2^-512 there) 0: the
 * reduction of a long double by pi/2 is not written yet. */
long double j0l(long double x)
{
	double xd;
	long double dx;
	if (isnan(x))
		return x + x;
	if (fabsl(x) > DBL_MAX)
		return 0;
	xd = (double)x;
	dx = x - xd;
	if (dx == 0)
		return j0(xd);
	return j0(xd) - (long double)j1(xd) * dx;
}
