#include "libm_dd.h"

/* Interim: pow in double (error < 0.52 ulp of double) rounded once to
 * float; not yet proven correctly rounded (docs/libm-accuracy.md). */
float powf(float x, float y)
{
	return __to_float(pow((double)x, (double)y));
}
