/* sqrt: special values, errno and flags in each type; the rounding of
 * every mode is in the vector tests (tests/libm). */
#include <math.h>
#include <fenv.h>
#include <float.h>
#include <errno.h>
#include "check.h"

static volatile double m1 = -1.0;
static volatile long double lm1 = -1.0L, l2 = 2.0L, l3 = 3.0L;

int main(void)
{
	errno = 0;
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(sqrt(m1)));
	CHECK_INT(errno, EDOM);
	CHECK(fetestexcept(FE_INVALID));
	errno = 0;
	CHECK(isnan(sqrtf(-HUGE_VALF)) && errno == EDOM);
	errno = 0;
	CHECK(isnan(sqrtl(lm1)) && errno == EDOM);
	errno = 0;
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(sqrtl(NAN)) && isnan(sqrt(NAN)) && isnan(sqrtf(-NAN)));
	CHECK_INT(errno, 0);
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), 0);

	CHECK(sqrt(-0.0) == 0 && signbit(sqrt(-0.0)));
	CHECK(sqrtl(-0.0L) == 0 && signbit(sqrtl(-0.0L)) && !signbit(sqrtl(0.0L)));
	CHECK(signbit(sqrtf(-0.0f)));
	CHECK(sqrt(HUGE_VAL) == HUGE_VAL && sqrtl(HUGE_VALL) == HUGE_VALL);
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), 0);

	/* Exact squares raise nothing; others raise only "inexact". */
	CHECK(sqrtl(0x1.21p+0L) == 0x1.1p+0L && sqrt(0x1p-1074) == 0x1p-537);
	CHECK(sqrtl(0x1p-16444L) == 0x1p-8222L);
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), 0);
	CHECK(sqrtl(l2) == 1.41421356237309504880168872420969807857L);
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), FE_INEXACT);
	/* The rounding mode is honoured (long double is software on aarch64). */
	fesetround(FE_UPWARD);
	CHECK(sqrtl(l2) > 1.41421356237309504880168872420969807857L || LDBL_MANT_DIG == 64);
	long double up = sqrtl(l3);
	fesetround(FE_DOWNWARD);
	long double down = sqrtl(l3);
	fesetround(FE_TONEAREST);
	CHECK(up > down && up - down == LDBL_EPSILON);
	CHECK(sqrtl(LDBL_MAX) < 0x1p8192L && sqrtl(LDBL_MAX) > 0x1.fffp8191L);
	return check_done();
}
