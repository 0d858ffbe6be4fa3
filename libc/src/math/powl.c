#include "libm_ld.h"

/* x^y = e^(y log x): log|x| from __logl_dd as hi + lo with about p + 20
 * bits, y log|x| as an exact product plus the tail's, then __expl_dd.
 * |y log x| < 2^14 where the result is finite, so the exponent's error
 * is about 2^-(p+6) absolute: within 0.52 ulp. Special cases as C11
 * Annex F (F.10.4.4). */

/* 0: y is no integer, 1: an odd one, 2: an even one (y finite). */
static int yclass(long double y)
{
	__u128 m;
	int e2, neg;
	if (__l_unpack(y, &m, &e2, &neg) == 0)
		return 2;
	if (e2 > 0)
		return 2;
	if (e2 <= -LDBL_MANT_DIG)
		return 0;
	if (e2 < 0) {
		if (m & (((__u128)1 << -e2) - 1))
			return 0;
		m >>= -e2;
	}
	return m & 1 ? 1 : 2;
}

long double powl(long double x, long double y)
{
	long double lh, ll, th, tl, h, l, r;
	int yc, neg = 0, e;

	if (y == 0 || x == 1)
		return 1;
	if (isnan(x) || isnan(y))
		return x + y;
	yc = isinf(y) ? 2 : yclass(y);
	if (x == 0) {
		if (y == -INFINITY)
			return INFINITY;
		if (y < 0)
			return __math_divzerol(signbit(x) && yc == 1);
		return yc == 1 ? x : 0;
	}
	if (isinf(y)) {
		if (x == -1)
			return 1;
		return (fabsl(x) < 1) == (y < 0) ? INFINITY : 0;
	}
	if (isinf(x)) {
		if (x > 0)
			return y < 0 ? 0 : x;
		if (y < 0)
			return yc == 1 ? -0.0L : 0.0L;
		return yc == 1 ? x : -x;
	}
	if (x < 0) {
		if (!yc)
			return __math_invalidl(x);
		neg = yc == 1;
		x = -x;
	}
	/* beyond 2^(p+20), |y log x| > 2^19 for every x != 1 */
	if (fabsl(y) > 0x1p140L)
		y = y < 0 ? -0x1p140L : 0x1p140L;
	lh = __logl_full(x, &ll);
	th = __l_two_prod(y, lh, &tl);
	tl += y * ll;
	if (th > 11357)
		return __math_oflowl(neg);
	if (th < -11500)
		return __math_uflowl(neg);
	h = __expl_dd(th, tl, &l, &e);
	r = __l_scale(h, l, e);
	return neg ? -r : r;
}
