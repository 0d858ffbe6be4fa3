#include "libm.h"

/* logb(+-0) is -inf with "divbyzero" (no errno, as glibc). */
double logb(double x)
{
	uint64_t m;
	int e2, neg;

	switch (__d_unpack(x, &m, &e2, &neg)) {
	case 0: return -1 / (x * x);
	case 2: return x * x;
	case 3: return x + x;
	}
	return e2 + __width(m) - 1;
}
