#include "libm_dd.h"

/* Interim: exp2(x) in double (error < 0.52 ulp of double) rounded once to
 * float; not yet proven correctly rounded (docs/libm-accuracy.md). */
float exp2f(float x)
{
	return __to_float(exp2((double)x));
}
