#define _GNU_SOURCE
#include "libm_dd.h"

/* exp10(x) in double (error < 0.52 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). */
float exp10f(float x)
{
	return __to_float(exp10((double)x));
}
weak_alias(exp10f, pow10f);
