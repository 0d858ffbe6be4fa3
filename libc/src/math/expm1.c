#include "libm_dd.h"

/* For |x| < 1/4, x + x^2/2 + x^3*q(x) with q the Taylor series (its
 * truncation is 2^-62 relative) and x + x^2/2 kept exact until the end. Above, 2^(k/128) * (1 + p) - 1 as exp
 * builds it, where subtracting 1 from the exactly scaled table value is
 * done exactly (two-sum) so the result is rounded once. Error < 0.52 ulp. */

#define INVLN2N 0x1.71547652b82fep+7
#define LN2N_HI 0x1.62e42fefc0000p-8
#define LN2N_LO -0x1.c610ca86c3899p-44
#define SHIFT 0x1.8p52

static double small(double x)
{
	double hl, h = __two_prod(x, x, &hl), x2 = h, s, sl;
	double q = 0x1.5555555555555p-3 + x * (0x1.5555555555555p-5 + x * (0x1.1111111111111p-7
		+ x * (0x1.6c16c16c16c17p-10 + x * (0x1.a01a01a01a01ap-13 + x * (0x1.a01a01a01a01ap-16
		+ x * (0x1.71de3a556c734p-19 + x * (0x1.27e4fb7789f5cp-22 + x * (0x1.ae64567f544e4p-26
		+ x * (0x1.1eed8eff8d898p-29 + x * 0x1.6124613a86d09p-33)))))))));
	s = __fast_two_sum(x, 0.5 * h, &sl);
	return s + (sl + (0.5 * hl + x * x2 * q));
}

double expm1(double x)
{
	uint64_t ix = asuint64(x);
	uint32_t top = ix >> 52 & 0x7ff;
	double kd, r, p, th, tl, s, t, sc;
	int64_t k, e;
	int j;

	if (top < 0x3fd) {
		if (top < 0x3c9) {
			if (top == 0 && x != 0)
				FORCE_EVAL((float)x);
			return x;
		}
		return small(x);
	}
	if (top >= 0x404) {
		if (top == 0x7ff)
			return ix == 0xfff0000000000000ULL ? -1.0 : x + x;
		if (x > 0x1.62e42fefa39efp+9)
			return __math_oflow(0);
		if (x < -40)
			return -1.0 + 0x1p-100;
	}
	kd = x * INVLN2N + SHIFT;
	kd -= SHIFT;
	k = (int64_t)kd;
	r = x - kd * LN2N_HI - kd * LN2N_LO;
	p = __expm1_poly(r);
	e = k >> 7;
	if (e > 1000)
		return __exp_finish(k, p) - 1.0;
	j = k & (EXP_N - 1);
	sc = asdouble((uint64_t)(e + 1023) << 52);
	th = __exp_tab[2 * j] * sc;
	tl = __exp_tab[2 * j + 1] * sc;
	s = __two_sum(th, -1.0, &t);
	return s + (t + (th * p + tl));
}
