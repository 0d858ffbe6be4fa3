#include <fenv.h>
#include "libm.h"

/* The long double rounding functions on the integer significand: no
 * floating-point operation, so nothing is raised; *inexact says whether
 * the value changed (rintl raises it). */
long double __roundl(long double x, int how, int *inexact)
{
	__u128 m, f, i;
	int e2, neg, up, cmp, sh;

	*inexact = 0;
	if (__l_unpack(x, &m, &e2, &neg) != 1)
		return x + x;
	if (e2 >= 0)
		return x;
	sh = -e2;
	if (sh >= 128) {
		i = 0;
		f = m;
		cmp = -1;	/* m < 2^113 is below half of 2^sh */
	} else {
		__u128 half = (__u128)1 << (sh - 1);
		i = m >> sh;
		f = m & (half - 1 + half);
		cmp = f < half ? -1 : f > half;
	}
	if (!f)
		return x;
	*inexact = 1;
	switch (how) {
	case __ROUND_FLOOR: up = neg; break;
	case __ROUND_CEIL: up = !neg; break;
	case __ROUND_AWAY: up = cmp >= 0; break;
	case __ROUND_EVEN: up = cmp > 0 || (cmp == 0 && (i & 1)); break;
	default: up = 0;
	}
	return __l_pack(neg, i + up, 0);
}
