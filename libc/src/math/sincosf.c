#define _GNU_SOURCE
#include "libm_dd.h"

/* Interim: sincos in double, each rounded once to float. */
void sincosf(float x, float *sn, float *cs)
{
	double s, c;
	sincos((double)x, &s, &c);
	*sn = (float)s;
	*cs = (float)c;
}
