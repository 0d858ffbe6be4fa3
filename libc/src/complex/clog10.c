#include "complex_impl.h"

/* GNU: clog scaled by log10(e); one more rounding than clog. */
C F(clog10)(C z)
{
	const R log10e = K(0.434294481903251827651128918916605082);
	C w = F(clog)(z);
	return MK(F(creal)(w) * log10e, F(cimag)(w) * log10e);
}
