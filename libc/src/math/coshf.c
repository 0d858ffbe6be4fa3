#include "libm_dd.h"

/* cosh(x) in double (error < 0.53 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). */
float coshf(float x)
{
	return __to_float(cosh((double)x));
}
