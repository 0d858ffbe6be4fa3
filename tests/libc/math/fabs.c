/* fabs, copysign: the sign bit only, NaNs included, no flags. The
 * vector tests (tests/libm) cover values; this covers NaN signs. */
#include <math.h>
#include <fenv.h>
#include <float.h>
#include "check.h"

static volatile double dnan, dz;
static volatile float fz;
static volatile long double lz;

int main(void)
{
	double n = dz / dz;	/* the default NaN: its sign is the arch's */
	float nf = fz / fz;
	long double nl = lz / lz;

	feclearexcept(FE_ALL_EXCEPT);
	CHECK(!signbit(fabs(-n)) && isnan(fabs(-n)) && !signbit(fabs(n)));
	CHECK(!signbit(fabsf(-nf)) && !signbit(fabsf(nf)) && isnan(fabsf(nf)));
	CHECK(!signbit(fabsl(-nl)) && !signbit(fabsl(nl)) && isnan(fabsl(nl)));
	CHECK(fabs(-0.0) == 0 && !signbit(fabs(-0.0)));
	CHECK(fabsl(-LDBL_MAX) == LDBL_MAX && fabsf(-FLT_TRUE_MIN) == FLT_TRUE_MIN);
	CHECK(fabs(-HUGE_VAL) == HUGE_VAL);

	CHECK(signbit(copysign(n, -1.0)) && isnan(copysign(n, -1.0)));
	CHECK(!signbit(copysign(-n, 1.0)));
	CHECK(signbit(copysignf(nf, -0.0f)) && !signbit(copysignf(-nf, 0.0f)));
	CHECK(signbit(copysignl(nl, -0.0L)) && !signbit(copysignl(-nl, 0.0L)));
	/* The sign of a NaN is copied too. */
	CHECK(signbit(copysign(1.0, -n)) == signbit(-n));
	CHECK(copysign(3.0, -n) == (signbit(-n) ? -3.0 : 3.0));
	CHECK(copysignl(2.5L, -0.0L) == -2.5L && copysignl(-LDBL_MIN, 1.0L) == LDBL_MIN);
	CHECK(copysignf(-HUGE_VALF, 0.0f) == HUGE_VALF);
	/* Quiet, even on NaN. */
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), 0);
	return check_done();
}
