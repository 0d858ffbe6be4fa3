#include "libm.h"

int __rem_core(__u128 *mx, int ex, __u128 my, int *ey, int nearest, unsigned *q)
{
	__u128 r;
	uint64_t n;
	int d, wx = __width(*mx), wy = __width(my), flip = 0;

	/* Same width, so the exponents alone order the magnitudes. */
	r = *mx << (113 - wx);
	ex -= 113 - wx;
	my <<= 113 - wy;
	*ey -= 113 - wy;
	if (ex < *ey) {
		/* |x| < |y|: x is the remainder, unless rounding to nearest
		 * and |x| > |y|/2, possible only a binade below y. */
		if (!nearest || ex < *ey - 1) {
			*mx = r;
			*ey = ex;
			*q = 0;
			return 0;
		}
		my <<= 1;
		(*ey)--;
	}
	n = r >= my;
	if (n) r -= my;
	/* Long division, 14 bits a step: r < my < 2^114 leaves room for
	 * the shift in 128 bits. */
	for (d = ex - *ey; d > 0; d -= 14) {
		int s = d < 14 ? d : 14;
		r <<= s;
		n = n << s | (uint64_t)(r / my);
		r %= my;
	}
	if (nearest && (r << 1 > my || (r << 1 == my && (n & 1)))) {
		r = my - r;
		n++;
		flip = 1;
	}
	*mx = r;
	*q = n & 0x7fffffff;
	return flip;
}
