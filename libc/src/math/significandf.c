#include "libm.h"

/* x scaled into [1, 2): the mantissa of scalb(x, -ilogb(x)). Zero,
 * infinities and NaN come back unchanged, without glibc's "invalid"
 * (its ilogb's) on zero and infinities. */
float significandf(float x)
{
	uint64_t m;
	int e2, neg;

	if (__f_unpack(x, &m, &e2, &neg) != 1)
		return x + x;
	return __f_pack(neg, m, 1 - __width(m));
}
