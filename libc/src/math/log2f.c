#include "libm_dd.h"

/* Interim: log2(x) in double (error < 0.52 ulp of double) rounded once to
 * float; not yet proven correctly rounded (docs/libm-accuracy.md). */
float log2f(float x)
{
	return __to_float(log2((double)x));
}
