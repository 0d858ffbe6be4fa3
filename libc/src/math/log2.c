#include "libm_dd.h"

/* ln(x) as a double-double times 1/ln2 as a double-double; exact for
 * powers of two. Error < 0.502 ulp. */

#define INVLN2_HI 0x1.71547652b82fep+0
#define INVLN2_LO 0x1.777d0ffda0d24p-56

double log2(double x)
{
	uint64_t ix = asuint64(x);
	double hi, lo, p, pl;

	if (ix - 0x0010000000000000ULL >= 0x7ff0000000000000ULL - 0x0010000000000000ULL) {
		if ((ix << 1) == 0)
			return __math_divzero(1);
		if (ix == 0x7ff0000000000000ULL)
			return x;
		if (ix >> 63 || (ix & 0x7ff0000000000000ULL) == 0x7ff0000000000000ULL)
			return __math_invalid(x);
	}
	hi = __log_dd(ix, &lo);
	p = __two_prod(hi, INVLN2_HI, &pl);
	return p + (pl + hi * INVLN2_LO + lo * INVLN2_HI);
}
