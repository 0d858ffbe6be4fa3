/* floor ceil trunc round rint nearbyint lrint llrint lround llround in
 * the three types: values and integer results. Flags and rounding modes
 * are checked by the vector tests (tests/libm), built so the compiler
 * cannot fold or move the calls (this file is compiled without
 * -frounding-math). */
#include <math.h>
#include <fenv.h>
#include <float.h>
#include <limits.h>
#include "check.h"

static volatile double h = 2.5, mh = -2.5, big = 0x1p52 + 1;
static volatile float hf = 2.5f;
static volatile long double hl = 2.5L, ml = -0.5L;

int main(void)
{
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(floor(mh) == -3 && ceil(mh) == -2 && trunc(mh) == -2 && round(mh) == -3);
	CHECK(floorf(hf) == 2 && ceilf(hf) == 3 && truncf(hf) == 2 && roundf(hf) == 3);
	CHECK(floorl(hl) == 2 && ceill(hl) == 3 && truncl(hl) == 2 && roundl(hl) == 3);
	CHECK(signbit(ceill(ml)) && signbit(truncl(ml)) && roundl(ml) == -1 && floorl(ml) == -1);
	CHECK(signbit(ceil(-0.5)) && round(-0.49999999999999994) == 0 && signbit(round(-0.49999999999999994)));
	CHECK(floor(big) == big && roundl(0x1p63L + 1) == 0x1p63L + 1);
	CHECK(nearbyint(h) == 2 && nearbyintf(hf) == 2 && nearbyintl(hl) == 2);
	CHECK(rint(h) == 2 && rintl(-hl) == -2 && rintf(-hf) == -2);
	CHECK(signbit(rintl(ml)) && rintl(ml) == 0 && lrintl(hl) == 2);

	CHECK(lround(mh) == -3 && llroundf(hf) == 3 && lroundl(ml) == -1 && llroundl(hl) == 3);
	CHECK(lrint(0x1p62) == 1L << 62 && llrintl(-0x1p63L) == LLONG_MIN);
	feclearexcept(FE_ALL_EXCEPT);
	lrintl(0x1p64L);
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), FE_INVALID);
	feclearexcept(FE_ALL_EXCEPT);
	llround(NAN);
	CHECK(fetestexcept(FE_INVALID));
	feclearexcept(FE_ALL_EXCEPT);
	lroundl(-0x1p70L);
	CHECK(fetestexcept(FE_INVALID));
	return check_done();
}
