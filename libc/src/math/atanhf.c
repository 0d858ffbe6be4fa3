#include "libm_dd.h"

/* atanh(x) in double (error < 0.51 ulp of double) rounded once to float:
 * correctly rounded in round-to-nearest, proven over every float by
 * `make check-libm-exhaustive` (docs/libm.md, "Float: correctly
 * rounded"). */
float atanhf(float x)
{
	/* subnormal x: f(x) rounds to x, inexact and tiny, but the double
	 * is x exactly and its rounding to float raises no underflow */
	if ((asuint(x) & 0x7fffffff) - 1 < 0x7fffff)
		FORCE_EVAL(x * x);
	return __to_float(atanh((double)x));
}
