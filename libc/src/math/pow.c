#include "libm_dd.h"

/* x^y = exp(y * log|x|): log|x| as a double-double to 2^-66, the product
 * y*log|x| as a double-double (its absolute error below 2^-56 up to the
 * overflow threshold), then exp of the pair as exp does it. Error < 0.52
 * ulp, near overflow and underflow too. */

#define INVLN2N 0x1.71547652b82fep+7
#define LN2N_HI 0x1.62e42fefc0000p-8
#define LN2N_LO -0x1.c610ca86c3899p-44
#define SHIFT 0x1.8p52

/* 0: y not an integer, 1: odd integer, 2: even integer. */
static int intkind(uint64_t iy)
{
	int e = (iy >> 52 & 0x7ff) - 0x3ff;
	if (e < 0)
		return (iy << 1) == 0 ? 2 : 0;
	if (e > 52)
		return 2;
	if (iy & ((1ULL << (52 - e)) - 1))
		return 0;
	return iy >> (52 - e) & 1 ? 1 : 2;
}

static double special(double x, double y, uint64_t ix, uint64_t iy)
{
	int yint = intkind(iy);
	int yneg = iy >> 63;
	uint64_t ax = ix & 0x7fffffffffffffffULL;

	if (x != x || y != y)
		return x + y;
	if ((iy << 1) == 0x7ff0000000000000ULL << 1) {
		if (ax == 0x3ff0000000000000ULL)
			return 1.0;
		return (ax < 0x3ff0000000000000ULL) == yneg ? y * y : 0.0;
	}
	if (ax == 0) {
		int neg = ix >> 63 && yint == 1;
		if (yneg)
			return __math_divzero(neg);
		return neg ? -0.0 : 0.0;
	}
	/* x infinite */
	if (yneg)
		return ix >> 63 && yint == 1 ? -0.0 : 0.0;
	return ix >> 63 && yint == 1 ? x : asdouble(ax);
}

double pow(double x, double y)
{
	uint64_t ix = asuint64(x), iy = asuint64(y);
	int neg = 0;
	double hi, lo, eh, el, kd, r, z;

	if ((iy << 1) == 0 || ix == 0x3ff0000000000000ULL)
		return 1.0;
	if ((ix << 1) - 1 >= (0x7ff0000000000000ULL << 1) - 1 || (iy << 1) >= 0x7ff0000000000000ULL << 1)
		return special(x, y, ix, iy);
	if (ix >> 63) {
		int k = intkind(iy);
		if (k == 0)
			return __math_invalid(x);
		neg = k == 1;
		ix &= 0x7fffffffffffffffULL;
		if (ix == 0x3ff0000000000000ULL)
			return neg ? -1.0 : 1.0;
	}
	if ((iy & 0x7ff0000000000000ULL) >= 0x43f0000000000000ULL) {
		/* |y| >= 2^64 and x != 1: |y log x| > 2^11 */
		if ((ix > 0x3ff0000000000000ULL) == !(iy >> 63))
			return __math_oflow(neg);
		return __math_uflow(neg);
	}
	hi = __log_dd(ix, &lo);
	eh = __two_prod(y, hi, &el);
	el += y * lo;
	if (!(eh < 0x1.75p+9 && eh > -0x1.75p+9))
		return eh > 0 ? __math_oflow(neg) : __math_uflow(neg);
	kd = eh * INVLN2N + SHIFT;
	kd -= SHIFT;
	r = (eh - kd * LN2N_HI) - kd * LN2N_LO + el;
	z = __exp_finish((int64_t)kd, __expm1_poly(r));
	return neg ? -z : z;
}
