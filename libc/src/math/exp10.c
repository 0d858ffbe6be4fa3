#define _GNU_SOURCE
#include "libm_dd.h"

/* 10^x = 2^(k/128) * 10^r, k = x*128*log2(10) rounded, r = x - k*log10(2)/128
 * with the constant in two parts (the first times k exact), |r| <= 0.0012;
 * 10^r - 1 = expm1(r*ln10). Error < 0.52 ulp. pow10 is the old GNU name. */

#define LOG2_10N 0x1.a934f0979a371p+8
#define LG2N_HI 0x1.3441350a00000p-9
#define LG2N_LO -0x1.0c0219dc1da99p-46
#define LN10 0x1.26bb1bbb55516p+1
#define SHIFT 0x1.8p52

double exp10(double x)
{
	uint64_t ix = asuint64(x);
	uint32_t top = ix >> 52 & 0x7ff;
	double kd, r;

	if (top - 0x3c9 >= 0x407 - 0x3c9) {
		/* |x| < 2^-54: 10^x = 1 + x ln10 + O(x^2); 1 + x alone was
		 * 1.15 ulp off below 1 (x = -0x1.fffffcp-55) */
		if ((int)top < 0x3c9)
			return 1.0 + x * LN10;
		if (top == 0x7ff)
			return ix == 0xfff0000000000000ULL ? 0.0 : x + 1.0;
		if (x > 0x1.34413509f79ffp+8)
			return __math_oflow(0);
		if (x < -0x1.45p+8)
			return __math_uflow(0);
	}
	kd = x * LOG2_10N + SHIFT;
	kd -= SHIFT;
	r = x - kd * LG2N_HI - kd * LG2N_LO;
	return __exp_finish((int64_t)kd, __expm1_poly(r * LN10));
}

weak_alias(exp10, pow10);
