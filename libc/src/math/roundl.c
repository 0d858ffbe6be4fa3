#include "libm.h"

/* Halfway cases away from zero; raises nothing (C23 F.10.6). */
long double roundl(long double x)
{
	int inexact;
	return __roundl(x, __ROUND_AWAY, &inexact);
}
