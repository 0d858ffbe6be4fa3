#include "libm.h"

/* Rounds toward -inf: a negative value with a fraction goes down;
 * raises nothing (C23 F.10.6), but "invalid" for a signaling NaN. */
double floor(double x)
{
	uint64_t u = asuint64(x), m;
	int e = (int)(u >> 52 & 0x7ff) - 1023;

	if (e >= 52)
		return e == 1024 ? x + x : x;
	if (e < 0) {
		/* |x| < 1 */
		if (u >> 63 && u << 1) return -1.0;
		return u >> 63 ? x : 0;
	}
	m = (((uint64_t)1 << 52) - 1) >> e;
	if (!(u & m)) return x;
	if (u >> 63) u += m;
	return asdouble(u & ~m);
}
