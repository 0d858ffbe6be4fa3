#include "libm.h"

/* Adding and subtracting 2^52 rounds to an integer in the current
 * mode and raises "inexact" when the value changes. */
double rint(double x)
{
	static const double toint = 0x1p52;
	uint64_t u = asuint64(x);
	int e = u >> 52 & 0x7ff;
	double y;

	if (e >= 1075)
		return e == 0x7ff ? x + x : x;
	y = u >> 63 ? x - toint + toint : x + toint - toint;
	if (y == 0) return asdouble(u & (uint64_t)1 << 63);
	return y;
}
