#include "libm_dd.h"

/* Interim: log1p(x) in double (error < 0.52 ulp of double) rounded once to
 * float; not yet proven correctly rounded (docs/libm-accuracy.md). */
float log1pf(float x)
{
	return __to_float(log1p((double)x));
}
