#define _GNU_SOURCE
#include "bessel.h"
#include "libm_ld.h"

/* gamma - log 2 in two parts */
#if LDBL_MANT_DIG == 64
#define EULER_LN2_HI -0x1dadb014541eb207p-64L
#define EULER_LN2_LO 0x3ed45f47eafea53bp-131L
#else
#define EULER_LN2_HI -0x1dadb014541eb206f825741702a03p-116L
#define EULER_LN2_LO 0x129d836e24520f1027ae07db1f639p-230L
#endif

/* y0l(x): NaN with a domain error below 0, -inf with a pole error at 0;
 * below 2^-900, 2/pi (log(x/2) + gamma) (the next term is x^2 log x,
 * 2^-1780 of it); else __bessel_ld (docs/libm.md, "Bessel functions"). */
long double y0l(long double x)
{
	long double h, l, e;
	if (isnan(x))
		return x + x;
	if (x < 0)
		return __math_invalidl(x);
	if (x == 0)
		return __math_divzerol(1);
	if (isinf(x))
		return 0;
	if (x < 0x1p-900L) {
		/* log x + (gamma - log 2), over pi/2 */
		h = __logl_full(x, &l);
		h = __l_two_sum(h, EULER_LN2_HI, &e);
		h = __l_fast_two_sum(h, e + l + EULER_LN2_LO, &l);
		h = __l_div_dd(h, l, PIO2LD_HI, PIO2LD_LO, &l);
		return h + l;
	}
	return __bessel_ld(1, 0, x);
}
