#include "libm_dd.h"

/* atanh(x) in double (error < 0.51 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). */
float atanhf(float x)
{
	__float_tiny_arg(x);
	return __to_float(atanh((double)x));
}
