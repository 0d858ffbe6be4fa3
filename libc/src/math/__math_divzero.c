#include <errno.h>
#include "libm.h"

/* A real division, so the flag is raised at run time. */
static volatile float zerof;
static volatile double zero;
static volatile long double zerol;

float __math_divzerof(int neg)
{
	errno = ERANGE;
	return (neg ? -1.0f : 1.0f) / zerof;
}

double __math_divzero(int neg)
{
	errno = ERANGE;
	return (neg ? -1.0 : 1.0) / zero;
}

long double __math_divzerol(int neg)
{
	errno = ERANGE;
	return (neg ? -1.0L : 1.0L) / zerol;
}
