#define _GNU_SOURCE
#include "libm_dd.h"

/* Interim: exp10(x) in double (error < 0.52 ulp of double) rounded once to
 * float; not yet proven correctly rounded (docs/libm-accuracy.md). */
float exp10f(float x)
{
	return __to_float(exp10((double)x));
}
weak_alias(exp10f, pow10f);
