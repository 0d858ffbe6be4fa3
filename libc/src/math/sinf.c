#include "libm_dd.h"

/* Interim: sin(x) in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float sinf(float x)
{
	return __to_float(sin((double)x));
}
