#include "libm.h"

long double modfl(long double x, long double *ip)
{
	__u128 m, f;
	int e2, neg, c = __l_unpack(x, &m, &e2, &neg);

	if (c == 3)
		return *ip = x + x;
	if (c == 2) {
		*ip = x;
		return __l_pack(neg, 0, 0);
	}
	if (e2 >= 0 || c == 0) {
		*ip = x;
		return __l_pack(neg, 0, 0);
	}
	if (-e2 >= LDBL_MANT_DIG) {
		*ip = __l_pack(neg, 0, 0);
		return x;
	}
	f = m & (((__u128)1 << -e2) - 1);
	*ip = __l_pack(neg, m - f, e2);
	return __l_pack(neg, f, e2);
}
