#include "libm_dd.h"

/* log2(x) in double (error < 0.51 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). */
float log2f(float x)
{
	return __to_float(log2((double)x));
}
