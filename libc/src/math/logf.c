#include "libm_dd.h"

/* Interim: log(x) in double (error < 0.52 ulp of double) rounded once to
 * float; not yet proven correctly rounded (docs/libm-accuracy.md). */
float logf(float x)
{
	return __to_float(log((double)x));
}
