#include "libm_dd.h"

/* Interim: expm1(x) in double (error < 0.52 ulp of double) rounded once to
 * float; not yet proven correctly rounded (docs/libm-accuracy.md). */
float expm1f(float x)
{
	return __to_float(expm1((double)x));
}
