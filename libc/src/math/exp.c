#include "libm_dd.h"

/* exp(x) = 2^(k/128) * exp(r), |r| <= ln2/256: k from x*128/ln2 rounded,
 * r = x - k*ln2/128 with ln2/128 in two parts (the first times k exact),
 * exp(r) - 1 by a polynomial, 2^(k/128) from a table. Error < 0.51 ulp. */

#define INVLN2N 0x1.71547652b82fep+7
#define LN2N_HI 0x1.62e42fefc0000p-8
#define LN2N_LO -0x1.c610ca86c3899p-44
#define SHIFT 0x1.8p52

double exp(double x)
{
	uint64_t ix = asuint64(x);
	uint32_t top = ix >> 52 & 0x7ff;
	double kd, r;

	if (top - 0x3c9 >= 0x408 - 0x3c9) {
		if ((int)top < 0x3c9)
			return 1.0 + x; /* |x| < 2^-54: 1, inexact */
		if (top == 0x7ff)
			return ix == 0xfff0000000000000ULL ? 0.0 : x + 1.0;
		if (x > 0x1.62e42fefa39efp+9)
			return __math_oflow(0);
		if (x < -0x1.75p+9)
			return __math_uflow(0);
	}
	kd = x * INVLN2N + SHIFT;
	kd -= SHIFT;
	int64_t k = (int64_t)kd;
	r = x - kd * LN2N_HI - kd * LN2N_LO;
	return __exp_finish(k, __expm1_poly(r));
}
