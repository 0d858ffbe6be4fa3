#include <fenv.h>
#include "libm.h"

long double rintl(long double x)
{
	int inexact, how;
	switch (fegetround()) {
	case FE_DOWNWARD: how = __ROUND_FLOOR; break;
	case FE_UPWARD: how = __ROUND_CEIL; break;
	case FE_TOWARDZERO: how = __ROUND_TRUNC; break;
	default: how = __ROUND_EVEN;
	}
	x = __roundl(x, how, &inexact);
	if (inexact) feraiseexcept(FE_INEXACT);
	return x;
}
