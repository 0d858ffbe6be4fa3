#include <math.h>

/* glibc's function: 1 for +inf, -1 for -inf. */
int (isinf)(double x)
{
	return __builtin_isinf_sign(x);
}
