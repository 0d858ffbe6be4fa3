#include "libm.h"

/* In software, rounded once in the current mode (x86_64 is assumed to
 * have no FMA instruction; aarch64 uses fmadd for float and double). */
double fma(double x, double y, double z)
{
	static const struct __fma_fmt f = { 53, -1022, 1023 };
	uint64_t mx, my, mz;
	__u128 m;
	int ex, ey, ez, sx, sy, sz, neg, e2, cx, cy, cz;

	cx = __d_unpack(x, &mx, &ex, &sx);
	cy = __d_unpack(y, &my, &ey, &sy);
	cz = __d_unpack(z, &mz, &ez, &sz);

	/* NaN, infinities and zeros, where no double rounding can happen:
	 * x*y is exact when an operand is zero or infinite, and the sum is
	 * x*y alone when z is zero. A NaN or infinite z must not let x*y
	 * raise underflow or overflow first. */
	if (cz == 3)
		return cx == 3 || cy == 3 ? x * y + z : z + z;
	if (cx != 1 || cy != 1)
		return x * y + z;
	if (cz == 2)
		return z;
	if (cz == 0)
		return x * y;
	switch (__fma_core(&f, sx ^ sy, mx, my, ex + ey, sz, mz, ez, &neg, &m, &e2)) {
	case 2: return neg ? -(double)INFINITY : (double)INFINITY;
	case 1: return neg ? -DBL_MAX : DBL_MAX;
	}
	return __d_pack(neg, m, e2);
}
