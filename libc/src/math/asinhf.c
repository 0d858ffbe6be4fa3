#include "libm_dd.h"

/* Interim: asinh(x) in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float asinhf(float x)
{
	return __to_float(asinh((double)x));
}
