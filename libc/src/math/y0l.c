#define _GNU_SOURCE
#include "bessel.h"

/* REDUCED: evaluated in double, about 2^-53 relative (not the long double ulp) */

/* How:
 * y0 of x rounded to double, corrected by Y0' = -Y1; below double's
 * range 2/pi (log(x/2) + gamma); beyond it 0 (as j0l). */
long double y0l(long double x)
{
	double xd;
	long double dx;
	if (isnan(x))
		return x + x;
	if (x < 0)
		return __math_invalidl(x);
	if (x == 0)
		return __math_divzerol(1);
	if (x > DBL_MAX)
		return 0;
	if (x < 0x1p-900L)
		return 0x1.45f306dc9c882a53f84eafa3ea6ap-1L
			* (logl(x * 0.5L) + 0x1.2788cfc6fb618f49a37c7f0202a6p-1L);
	xd = (double)x;
	dx = x - xd;
	if (dx == 0)
		return y0(xd);
	return y0(xd) - (long double)y1(xd) * dx;
}
