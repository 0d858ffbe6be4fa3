#include "libm_dd.h"

/* Interim: acosh(x) in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float acoshf(float x)
{
	return __to_float(acosh((double)x));
}
