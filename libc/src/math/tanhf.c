#include "libm_dd.h"

/* Interim: tanh(x) in double rounded once to float; not yet proven
 * correctly rounded (docs/libm-accuracy.md). */
float tanhf(float x)
{
	return __to_float(tanh((double)x));
}
