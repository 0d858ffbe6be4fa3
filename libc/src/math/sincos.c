#define _GNU_SOURCE
#include "libm_dd.h"

void sincos(double x, double *sn, double *cs)
{
	uint64_t ix = asuint64(x) & 0x7fffffffffffffffULL;
	double y0, y1, s, c;

	if (ix <= 0x3fe921fb54442d18ULL) {
		*sn = sin(x);
		*cs = cos(x);
		return;
	}
	if (ix >= 0x7ff0000000000000ULL) {
		*sn = *cs = ix > 0x7ff0000000000000ULL ? x + x : __math_invalid(x);
		return;
	}
	int n = __rem_pio2(x, &y0, &y1);
	s = __sin_kernel(y0, y1);
	c = __cos_kernel(y0, y1);
	switch (n & 3) {
	case 0: *sn = s; *cs = c; break;
	case 1: *sn = c; *cs = -s; break;
	case 2: *sn = -s; *cs = -c; break;
	default: *sn = -c; *cs = s; break;
	}
}
