#define _GNU_SOURCE
#include "libm_dd.h"

/* sincos's doubles are sin's and cos's bit for bit (the same reduction
 * and kernels), so rounding them once gives sinf's and cosf's results,
 * correctly rounded (docs/libm.md, "Float: correctly rounded"), except
 * at the inputs of sinf.c's and cosf.c's tables. There the exact value
 * is nearer a point halfway between two floats than the double's error
 * (< 0.6 ulp of double), and the double, on the wrong side of it or on
 * it, can only be on it: the point itself is a double, and no other
 * double is that near. So a double exactly halfway between two floats is
 * handed to sinf or cosf, which hold the tables. */
static int halfway(double d)
{
	/* a double in float's normal range: its low 29 fraction bits say
	 * where it lies between two floats, 2^28 is the midpoint (below the
	 * normal range sin(x) = x exactly and |cos(x)| is not that small) */
	return (asuint64(d) & 0x1fffffff) == 0x10000000;
}

void sincosf(float x, float *sn, float *cs)
{
	double s, c;
	__float_tiny_arg(x);
	sincos((double)x, &s, &c);
	*sn = halfway(s) ? sinf(x) : __to_float(s);
	*cs = halfway(c) ? cosf(x) : __to_float(c);
}
