#include "libm_dd.h"

/* Interim: atan(x) in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float atanf(float x)
{
	return __to_float(atan((double)x));
}
