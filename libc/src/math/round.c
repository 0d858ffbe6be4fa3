#include "libm.h"

/* Halfway cases away from zero; raises nothing, as floor. */
double round(double x)
{
	uint64_t u = asuint64(x), m;
	int e = (int)(u >> 52 & 0x7ff) - 1023;

	if (e >= 52)
		return e == 1024 ? x + x : x;
	if (e < -1)
		return asdouble(u & (uint64_t)1 << 63);
	if (e == -1)
		return asdouble((u & (uint64_t)1 << 63) | asuint64(1.0));
	m = (((uint64_t)1 << 52) - 1) >> e;
	if (!(u & m)) return x;
	/* Adding half an integer carries into the integer part exactly
	 * when the fraction is at least a half. */
	u += (m + 1) >> 1;
	return asdouble(u & ~m);
}
