#include "libm_dd.h"

/* tan(x) in double (error < 0.75 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). */
float tanf(float x)
{
	__float_tiny_arg(x);
	return __to_float(tan((double)x));
}
