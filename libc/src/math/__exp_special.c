#include "libm_dd.h"

/* The results __exp_finish cannot build by adding to the exponent bits:
 * near overflow, and below the normal range, where the result must be
 * rounded once at the subnormal grid, not first to 53 bits. */
double __exp_special(int64_t k, double p)
{
	int64_t e = k >> 7;
	int j = k & (EXP_N - 1);
	double th = __exp_tab[2 * j], tl = __exp_tab[2 * j + 1];
	double y, sc, sh, sl, w, err, z;

	if (e > 1100)
		return __math_oflow(0);
	if (e < -1100)
		return __math_uflow(0);
	if (e > 0) {
		y = th + (th * p + tl);
		y = y * asdouble((uint64_t)(e - 128 + 1023) << 52) * 0x1p128;
		if (y > 0x1.fffffffffffffp1023)
			errno = ERANGE;
		return y;
	}
	/* In units of 2^-1022 the subnormal grid is the grid of [1, 2):
	 * adding 1 rounds the sum there, once. */
	sc = asdouble((uint64_t)(e + 1022 + 1023) << 52);
	sh = th * sc;
	sl = (th * p + tl) * sc;
	if (sh + sl >= 1.0)
		return (sh + sl) * 0x1p-1022;
	w = 1.0 + sh;
	err = sh - (w - 1.0);
	z = (w + (err + sl)) - 1.0;
	if (z < 1.0) {
		FORCE_EVAL(0x1p-1022 * 0x1p-1022);
		if (z == 0)
			errno = ERANGE;
	}
	return z * 0x1p-1022;
}
