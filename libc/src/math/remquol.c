#include "libm.h"

/* The quotient's low 31 bits are stored (C asks for at least 3). */
long double remquol(long double x, long double y, int *quo)
{
	__u128 a, b;
	__u128 m;
	int ex, ey, sx, sy, cx, cy, flip;
	unsigned q;

	*quo = 0;
	cx = __l_unpack(x, &a, &ex, &sx);
	cy = __l_unpack(y, &b, &ey, &sy);
	if (cx == 3 || cy == 3) return x + y;
	if (cx == 2 || cy == 0) return __math_invalidl(x);
	if (cx == 0 || cy == 2) return x;
	m = a;
	flip = __rem_core(&m, ex, b, &ey, 1, &q);
	*quo = sx ^ sy ? -(int)q : (int)q;
	return __l_pack(sx ^ flip, m, ey);
}
