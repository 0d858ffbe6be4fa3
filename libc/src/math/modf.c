#include "libm.h"

double modf(double x, double *ip)
{
	uint64_t m, f;
	int e2, neg, c = __d_unpack(x, &m, &e2, &neg);

	if (c == 3)
		return *ip = x + x;
	if (c == 2) {
		*ip = x;
		return __d_pack(neg, 0, 0);
	}
	if (e2 >= 0 || c == 0) {
		*ip = x;
		return __d_pack(neg, 0, 0);
	}
	if (-e2 >= 53) {
		*ip = __d_pack(neg, 0, 0);
		return x;
	}
	f = m & (((uint64_t)1 << -e2) - 1);
	*ip = __d_pack(neg, m - f, e2);
	return __d_pack(neg, f, e2);
}
