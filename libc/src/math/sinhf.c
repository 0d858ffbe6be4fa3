#include "libm_dd.h"

/* Interim: sinh(x) in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float sinhf(float x)
{
	return __to_float(sinh((double)x));
}
