#include "libm.h"

long double remainderl(long double x, long double y)
{
	__u128 a, b;
	__u128 m;
	int ex, ey, sx, sy, cx, cy, flip;
	unsigned q;

	cx = __l_unpack(x, &a, &ex, &sx);
	cy = __l_unpack(y, &b, &ey, &sy);
	if (cx == 3 || cy == 3) return x + y;
	if (cx == 2 || cy == 0) return __math_invalidl(x);
	if (cx == 0 || cy == 2) return x;
	m = a;
	flip = __rem_core(&m, ex, b, &ey, 1, &q);
	return __l_pack(sx ^ flip, m, ey);
}
