#include "libm.h"

double fmod(double x, double y)
{
	uint64_t a, b;
	__u128 m;
	int ex, ey, sx, sy, cx, cy;
	unsigned q;

	cx = __d_unpack(x, &a, &ex, &sx);
	cy = __d_unpack(y, &b, &ey, &sy);
	if (cx == 3 || cy == 3) return x + y;
	if (cx == 2 || cy == 0) return __math_invalid(x);
	if (cx == 0 || cy == 2) return x;
	m = a;
	__rem_core(&m, ex, b, &ey, 0, &q);
	return __d_pack(sx, m, ey);
}
