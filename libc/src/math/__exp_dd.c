#include "libm_dd.h"

/* e^x = hi + *lo for |x| <= 708, relative error below 2^-66: exp's
 * reduction with r kept as a double-double, e^r - 1 through r^6 (r^7/7!
 * is 2^-72), and 2^(k/128) * (1 + p) summed without rounding the table
 * value. */

#define INVLN2N 0x1.71547652b82fep+7
#define LN2N_HI 0x1.62e42fefc0000p-8
#define LN2N_LO -0x1.c610ca86c3899p-44
#define SHIFT 0x1.8p52

double __exp_dd(double x, double *lo)
{
	double kd = x * INVLN2N + SHIFT, r, rl, q, th, tl, sc, h, e, a, al;
	int64_t k;

	kd -= SHIFT;
	k = (int64_t)kd;
	r = __two_sum(x - kd * LN2N_HI, -kd * LN2N_LO, &rl);
	/* e^r - 1 = r + q: the rounding of r + q alone would be 2^-62 */
	q = r * r * (0.5 + r * (0x1.5555555555555p-3 + r * (0x1.5555555555555p-5
		+ r * (0x1.1111111111111p-7 + r * 0x1.6c16c16c16c17p-10))));
	q += rl * r;
	sc = asdouble((uint64_t)((k >> 7) + 1023) << 52);
	th = __exp_tab[2 * (k & (EXP_N - 1))] * sc;
	tl = __exp_tab[2 * (k & (EXP_N - 1)) + 1] * sc;
	a = __two_prod(th, r, &al);
	h = __fast_two_sum(th, a, &e);
	return __fast_two_sum(h, e + al + th * (rl + q) + tl * (1.0 + r + q), lo);
}
