#include "libm_dd.h"

/* ln(x) as a double-double times 1/ln10 as a double-double: exact for
 * powers of ten whose log is representable. Error < 0.502 ulp. */

#define INVLN10_HI 0x1.bcb7b1526e50ep-2
#define INVLN10_LO 0x1.95355baaafad3p-57

double log10(double x)
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
	p = __two_prod(hi, INVLN10_HI, &pl);
	return p + (pl + hi * INVLN10_LO + lo * INVLN10_HI);
}
