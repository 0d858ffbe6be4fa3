#include "libm_dd.h"

/* Interim: atanh(x) in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float atanhf(float x)
{
	return __to_float(atanh((double)x));
}
