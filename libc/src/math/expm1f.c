#include "libm_dd.h"

/* expm1(x) in double (error < 0.53 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). */
float expm1f(float x)
{
	__float_tiny_arg(x);
	return __to_float(expm1((double)x));
}
