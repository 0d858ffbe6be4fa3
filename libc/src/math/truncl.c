#include "libm.h"

/* Toward zero; raises nothing (C23 F.10.6). */
long double truncl(long double x)
{
	int inexact;
	return __roundl(x, __ROUND_TRUNC, &inexact);
}
