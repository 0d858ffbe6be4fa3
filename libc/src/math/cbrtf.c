#include "libm_dd.h"

/* Interim: cbrt(x) in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float cbrtf(float x)
{
	return __to_float(cbrt((double)x));
}
