#include "libm_dd.h"

/* Interim: asin(x) in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float asinf(float x)
{
	return __to_float(asin((double)x));
}
