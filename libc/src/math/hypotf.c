#include "libm_dd.h"

/* Interim: hypot in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float hypotf(float x, float y)
{
	return __to_float(hypot((double)x, (double)y));
}
