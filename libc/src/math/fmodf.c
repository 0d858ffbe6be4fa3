#include "libm.h"

float fmodf(float x, float y)
{
	uint64_t a, b;
	__u128 m;
	int ex, ey, sx, sy, cx, cy;
	unsigned q;

	cx = __f_unpack(x, &a, &ex, &sx);
	cy = __f_unpack(y, &b, &ey, &sy);
	if (cx == 3 || cy == 3) return x + y;
	if (cx == 2 || cy == 0) return __math_invalidf(x);
	if (cx == 0 || cy == 2) return x;
	m = a;
	__rem_core(&m, ex, b, &ey, 0, &q);
	return __f_pack(sx, m, ey);
}
