#include "libm_dd.h"

/* Interim: acos(x) in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float acosf(float x)
{
	return __to_float(acos((double)x));
}
