#include "libm.h"

/* x = f 2^e with 0.5 <= |f| < 1; zero, infinities and NaN come back
 * with *e = 0, as glibc. */
long double frexpl(long double x, int *e)
{
	__u128 m;
	int e2, neg, w;

	*e = 0;
	if (__l_unpack(x, &m, &e2, &neg) != 1)
		return x + x;
	w = __width(m);
	*e = e2 + w;
	return __l_pack(neg, m, -w);
}
