#include "libm_dd.h"

/* Interim: tan(x) in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float tanf(float x)
{
	return __to_float(tan((double)x));
}
