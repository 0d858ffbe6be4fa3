#include "libm.h"

/* Rounds toward zero;
 * raises nothing (C23 F.10.6), but "invalid" for a signaling NaN. */
double trunc(double x)
{
	uint64_t u = asuint64(x), m;
	int e = (int)(u >> 52 & 0x7ff) - 1023;

	if (e >= 52)
		return e == 1024 ? x + x : x;
	if (e < 0) {
		/* |x| < 1 */
		return asdouble(u & (uint64_t)1 << 63);
	}
	m = (((uint64_t)1 << 52) - 1) >> e;
	if (!(u & m)) return x;
	return asdouble(u & ~m);
}
