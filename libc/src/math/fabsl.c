#include "libm.h"

/* x87 fabs on x86_64, a bit operation on binary128: both inline. */
long double fabsl(long double x)
{
	return __builtin_fabsl(x);
}
