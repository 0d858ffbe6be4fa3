#include <errno.h>
#include "libm.h"

/* The square of a huge value: infinity or the largest finite value as
 * the rounding mode says, with "overflow" and "inexact" raised. */
static volatile float hugef = 0x1p97f;
static volatile double huge = 0x1p769;
static volatile long double hugel = 0x1p9000L;

float __math_oflowf(int neg)
{
	float h = neg ? -hugef : hugef;
	errno = ERANGE;
	return h * hugef;
}

double __math_oflow(int neg)
{
	double h = neg ? -huge : huge;
	errno = ERANGE;
	return h * huge;
}

long double __math_oflowl(int neg)
{
	long double h = neg ? -hugel : hugel;
	errno = ERANGE;
	return h * hugel;
}
