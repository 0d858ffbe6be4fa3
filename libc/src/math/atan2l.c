#include "libm_ld.h"

/* The special cases of C11 F.10.1.4; else the smaller of |y|, |x| over
 * the larger (brought near 1 by powers of 2 first, so the quotient is
 * formed as hi + lo without underflow) through __atanl_dd, subtracted
 * from pi/2 and pi as the octant says, all as hi + lo: within 0.51 ulp. */
long double atan2l(long double y, long double x)
{
	long double ax = fabsl(x), ay = fabsl(y), a, b, h, l, t, tl, e;
	int ex, ey, swap;

	if (isnan(x) || isnan(y))
		return x + y;
	if (y == 0 || (isinf(x) && !isinf(y))) {
		/* +-0 or +-pi by x's sign (of a zero too) */
		if (signbit(x))
			h = PIL_HI + PIL_LO;
		else
			h = 0;
		return signbit(y) ? -h : h;
	}
	if (x == 0 || (isinf(y) && !isinf(x))) {
		h = PIO2LD_HI + PIO2LD_LO;
		return y < 0 ? -h : h;
	}
	if (isinf(x)) {
		h = x > 0 ? PIO4L_HI + PIO4L_LO : (PIL_HI - PIO4L_HI) + (PIL_LO - PIO4L_LO);
		return y < 0 ? -h : h;
	}
	swap = ay > ax;
	a = swap ? ax : ay;
	b = swap ? ay : ax;
	ex = __l_bexp(b);
	ey = __l_bexp(a);
	if (ex - ey > LDBL_MANT_DIG + 4) {
		/* atan(a/b) = a/b within 2^-2p */
		if (!swap && x > 0) {
			h = y / x;
			if (h == 0 || fabsl(h) < LDBL_MIN)
				errno = ERANGE;
			return h;
		}
		h = 0;
		l = a / b;
	} else {
		/* scale both so that b is near 1 (b is normal: ex > 0 here or a
		 * subnormal b with a subnormal a) */
		ex = ex ? ex - 0x3fff : 1 - 0x3fff - LDBL_MANT_DIG;
		if (ex > LDBL_MAX_EXP - 64 || ex < LDBL_MIN_EXP + LDBL_MANT_DIG) {
			a = scalbnl(a, -ex);
			b = scalbnl(b, -ex);
		}
		t = __l_div_dd(a, 0, b, 0, &tl);
		h = __atanl_dd(t, tl, &l);
	}
	if (swap) {
		h = __l_two_sum(PIO2LD_HI, -h, &e);
		l = e + PIO2LD_LO - l;
	}
	if (x < 0) {
		h = __l_two_sum(PIL_HI, -h, &e);
		l = e + PIL_LO - l;
	}
	h += l;
	return y < 0 ? -h : h;
}
