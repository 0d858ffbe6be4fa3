#include "libm_dd.h"

/* exp(x) in double (error < 0.52 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). */
float expf(float x)
{
	return __to_float(exp((double)x));
}
