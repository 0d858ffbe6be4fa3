#include <errno.h>
#include "libm.h"

/* x 2^n by multiplications with powers of two, so the hardware rounds
 * once and raises the flags. Below the normal range the scaling stops
 * P bits above it first, so the result is rounded only by the last
 * multiplication. errno is ERANGE when the result overflows or becomes
 * zero (glibc's rule). */
double scalbn(double x, int n)
{
	const int maxe = 1023, mine = -1022, p = 53;
	double y = x;

	if (n > maxe) {
		y *= __d_pow2(maxe);
		n -= maxe;
		if (n > maxe) {
			y *= __d_pow2(maxe);
			n -= maxe;
			if (n > maxe) n = maxe;
		}
	} else if (n < mine) {
		y *= __d_pow2(mine + p);
		n -= mine + p;
		if (n < mine) {
			y *= __d_pow2(mine + p);
			n -= mine + p;
			if (n < mine) n = mine;
		}
	}
	y *= __d_pow2(n);
	if ((y == 0 || isinf(y)) && isfinite(x) && x != 0)
		errno = ERANGE;
	return y;
}
