#include <errno.h>
#include "libm.h"

/* Overflow and underflow (a subnormal or zero result) raise their flags,
 * with "inexact", and set errno to ERANGE, as glibc. */
long double nextafterl(long double x, long double y)
{
	long double r;
	__u128 m;
	int e2, neg, c;

	if (isnan(x) || isnan(y))
		return x + y;
	if (x == y)
		return y;
	c = __l_unpack(x, &m, &e2, &neg);
	if (c == 0)
		r = __l_pack(signbit(y), 1, __LD_SUBEXP);
	else if (c == 2)
		r = neg ? -LDBL_MAX : LDBL_MAX;
	else {
		if ((x < y) == !neg)
			m++;	/* a carry out of the significand is normalized by the packer */
		else if (m == (__u128)1 << (LDBL_MANT_DIG - 1) && e2 > __LD_SUBEXP) {
			m = ((__u128)1 << LDBL_MANT_DIG) - 1;
			e2--;
		} else
			m--;
		r = __l_pack(neg, m, e2);
	}
	if (isinf(r)) {
		FORCE_EVAL(x * x);
		errno = ERANGE;
	} else if (!isnormal(r)) {
		FORCE_EVAL(x * x + r * r);
		errno = ERANGE;
	}
	return r;
}
