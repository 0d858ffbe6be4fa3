#include <limits.h>
#include "libm.h"

/* Zero, infinities and NaN are domain errors ("invalid", EDOM), as
 * Annex F and glibc have them. */
int ilogbf(float x)
{
	uint64_t m;
	int e2, neg;

	switch (__f_unpack(x, &m, &e2, &neg)) {
	case 0: __math_invalidf(0); return FP_ILOGB0;
	case 2: __math_invalidf(0); return INT_MAX;
	case 3: __math_invalidf(0); return FP_ILOGBNAN;
	}
	return e2 + __width(m) - 1;
}
