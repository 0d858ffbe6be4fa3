#include "libm_ld.h"

/* 2^x = 2^(k/128) e^(r ln2), k = round(128 x): r = x - k/128 is exact,
 * r ln2 is taken as hi + lo. Error as expl's. */
long double exp2l(long double x)
{
	long double kf, r, rh, rl, h, l;
	int k;

	if (isnan(x))
		return x + x;
	if (isinf(x))
		return x > 0 ? x : 0;
	if (x >= LDBL_MAX_EXP)
		return __math_oflowl(0);
	if (x < LDBL_MIN_EXP - LDBL_MANT_DIG - 2)
		return __math_uflowl(0);
	k = __l_rint(x * EXPL_N, &kf);
	r = x - kf * (1.0L / EXPL_N);
	rh = __l_two_prod(r, LN2L_HI, &rl);
	rl += r * LN2L_LO;
	h = __expl_core(k & (EXPL_N - 1), rh, rl, &l);
	return __l_scale(h, l, k >> 7);
}
