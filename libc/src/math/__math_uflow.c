#include <errno.h>
#include "libm.h"

/* The square of a tiny value: zero or the smallest subnormal as the
 * rounding mode says, with "underflow" and "inexact" raised. */
static volatile float tinyf = 0x1p-95f;
static volatile double tiny = 0x1p-767;
static volatile long double tinyl = 0x1p-9000L;

float __math_uflowf(int neg)
{
	float t = neg ? -tinyf : tinyf;
	errno = ERANGE;
	return t * tinyf;
}

double __math_uflow(int neg)
{
	double t = neg ? -tiny : tiny;
	errno = ERANGE;
	return t * tiny;
}

long double __math_uflowl(int neg)
{
	long double t = neg ? -tinyl : tinyl;
	errno = ERANGE;
	return t * tinyl;
}
