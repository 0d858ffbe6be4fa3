#define _GNU_SOURCE
#include "bessel.h"
#include "libm_ld.h"

/* y1l(x): NaN with a domain error below 0, -inf with a pole error at 0;
 * below 2^-60, -2/(pi x) (the next term is x^2 log(x) of it, 2^-114),
 * overflowing below about 2^-16384; else __bessel_ld (docs/libm.md,
 * "Bessel functions"). */
long double y1l(long double x)
{
	long double h, l, r;
	if (isnan(x))
		return x + x;
	if (x < 0)
		return __math_invalidl(x);
	if (x == 0)
		return __math_divzerol(1);
	if (isinf(x))
		return 0;
	if (x < 0x1p-60L) {
		/* 1 / (pi/2 x), x scaled (normal also when subnormal) so
		 * that the division cannot overflow: the last product
		 * rounds once or overflows */
		h = __l_mul_dd(PIO2LD_HI, PIO2LD_LO, x * 0x1p200L, 0, &l);
		h = __l_div_dd(-1, 0, h, l, &l);
		r = (h + l) * 0x1p200L;
		if (isinf(r))
			errno = ERANGE;
		return r;
	}
	return __bessel_ld(1, 1, x);
}
