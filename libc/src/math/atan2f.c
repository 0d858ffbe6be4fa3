#include "libm_dd.h"

/* Interim: atan2 in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float atan2f(float y, float x)
{
	return __to_float(atan2((double)y, (double)x));
}
