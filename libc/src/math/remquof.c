#include "libm.h"

/* The quotient's low 31 bits are stored (C asks for at least 3). */
float remquof(float x, float y, int *quo)
{
	uint64_t a, b;
	__u128 m;
	int ex, ey, sx, sy, cx, cy, flip;
	unsigned q;

	*quo = 0;
	cx = __f_unpack(x, &a, &ex, &sx);
	cy = __f_unpack(y, &b, &ey, &sy);
	if (cx == 3 || cy == 3) return x + y;
	if (cx == 2 || cy == 0) return __math_invalidf(x);
	if (cx == 0 || cy == 2) return x;
	m = a;
	flip = __rem_core(&m, ex, b, &ey, 1, &q);
	*quo = sx ^ sy ? -(int)q : (int)q;
	return __f_pack(sx ^ flip, m, ey);
}
