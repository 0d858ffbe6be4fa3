#include "libm_dd.h"

/* Interim: cosh(x) in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float coshf(float x)
{
	return __to_float(cosh((double)x));
}
