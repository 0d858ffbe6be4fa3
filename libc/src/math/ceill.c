#include "libm.h"

/* Toward +inf; raises nothing (C23 F.10.6). */
long double ceill(long double x)
{
	int inexact;
	return __roundl(x, __ROUND_CEIL, &inexact);
}
