#include "libm_dd.h"

/* Interim: cos(x) in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float cosf(float x)
{
	return __to_float(cos((double)x));
}
