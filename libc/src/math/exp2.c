#include "libm_dd.h"

/* 2^x = 2^(k/128) * 2^r, r = x - k/128 exact, |r| <= 1/256; 2^r - 1 is
 * expm1(r*ln2). Error < 0.51 ulp. */

#define LN2 0x1.62e42fefa39efp-1
#define SHIFT 0x1.8p52

double exp2(double x)
{
	uint64_t ix = asuint64(x);
	uint32_t top = ix >> 52 & 0x7ff;
	double kd, r;

	if (top - 0x3c9 >= 0x409 - 0x3c9) {
		if ((int)top < 0x3c9)
			return 1.0 + x;
		if (top == 0x7ff)
			return ix == 0xfff0000000000000ULL ? 0.0 : x + 1.0;
		if (x >= 1024)
			return __math_oflow(0);
		if (x < -1076)
			return __math_uflow(0);
	}
	kd = x * EXP_N + SHIFT;
	kd -= SHIFT;
	r = x - kd * (1.0 / EXP_N);
	return __exp_finish((int64_t)kd, __expm1_poly(r * LN2));
}
