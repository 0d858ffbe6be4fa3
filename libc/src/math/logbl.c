#include "libm.h"

/* logb(+-0) is -inf with "divbyzero" (no errno, as glibc). */
long double logbl(long double x)
{
	__u128 m;
	int e2, neg;

	switch (__l_unpack(x, &m, &e2, &neg)) {
	case 0: return -1 / (x * x);
	case 2: return x * x;
	case 3: return x + x;
	}
	return e2 + __width(m) - 1;
}
