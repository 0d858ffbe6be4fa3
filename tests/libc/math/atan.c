/* asin, acos, atan, atan2, each type: the special cases of C11 F.10.1,
 * domain errors, the ends of the ranges. */
#include "mcheck.h"

static volatile double inf = INFINITY, zero = 0.0;

int main(void)
{
	double nan_ = zero / zero, pi = 0x1.921fb54442d18p+1;

	CHECK_NEAR(asin(-0.0), -0.0, 0);
	CHECK_NEAR(atan(-0.0), -0.0, 0);
	CHECK_NEAR(acos(1.0), 0.0, 0);
	CHECK_NOEXC(acos(1.0), FE_ALL_EXCEPT);
	CHECK_NEAR(asin(1.0), pi / 2, TOL_D);
	CHECK_NEAR(acos(-1.0), pi, TOL_D);
	CHECK_EXC(asin(1.0000000000000002), EDOM, FE_INVALID);
	CHECK_EXC(acos(-2.0), EDOM, FE_INVALID);
	CHECK_EXC(asin(inf), EDOM, FE_INVALID);
	CHECK_NEAR(acos(nan_), NAN, 0);
	CHECK_NEAR(atan(inf), pi / 2, TOL_D);
	CHECK_NEAR(atan(-inf), -pi / 2, TOL_D);
	CHECK_NEAR(asin(0x1p-1074), 0x1p-1074, 0);
	CHECK_EXC(atan(opq(0x1p-1074)), 0, FE_UNDERFLOW);
	CHECK_EXC(asinf(2.0f), EDOM, FE_INVALID);
	CHECK_EXC(acosl(2.0L), EDOM, FE_INVALID);
	/* atan2 */
	CHECK_NEAR(atan2(0.0, -0.0), pi, TOL_D);
	CHECK_NEAR(atan2(-0.0, -0.0), -pi, TOL_D);
	CHECK_NEAR(atan2(0.0, 0.0), 0.0, 0);
	CHECK_NEAR(atan2(-0.0, 0.0), -0.0, 0);
	CHECK_NEAR(atan2(-0.0, 5.0), -0.0, 0);
	CHECK_NEAR(atan2(0.0, -5.0), pi, TOL_D);
	CHECK_NEAR(atan2(-3.0, 0.0), -pi / 2, TOL_D);
	CHECK_NEAR(atan2(3.0, -0.0), pi / 2, TOL_D);
	CHECK_NEAR(atan2(1.0, -inf), pi, TOL_D);
	CHECK_NEAR(atan2(-1.0, inf), -0.0, 0);
	CHECK_NEAR(atan2(-inf, 1.0), -pi / 2, TOL_D);
	CHECK_NEAR(atan2(inf, inf), pi / 4, TOL_D);
	CHECK_NEAR(atan2(-inf, -inf), -3 * pi / 4, TOL_D);
	CHECK_NEAR(atan2(nan_, 1.0), NAN, 0);
	CHECK_NEAR(atan2(1.0, nan_), NAN, 0);
	CHECK_NOEXC(atan2(0.0, 0.0), FE_ALL_EXCEPT);
	CHECK_NEAR(atan2(0x1p-1074, 0x1p1023), 0.0, 0);
	CHECK_NEAR(atan2(0x1p-1000, 0x1p20), 0x1p-1020, 0);
	CHECK_NEAR(atan2f(-0.0f, -1.0f), -0x1.921fb6p+1f, TOL_F);
	CHECK_NEAR(atan2l(0.0L, -0.0L), 0x1.921fb54442d18469898cc51701b8p+1L, TOL_L);
	CHECK_NEAR(atan(1.0), 0x1.921fb54442d18p-1, TOL_D);
	CHECK_NEAR(atan(-0x1p60), -0x1.921fb54442d18p+0, TOL_D);
	CHECK_NEAR(atan(0x1.fffffffffffffp-2), 0x1.dac670561bb4fp-2, TOL_D);
	CHECK_NEAR(asin(0.5), 0x1.0c152382d7366p-1, TOL_D);
	CHECK_NEAR(asin(-0x1.fffffffffffffp-1), -0x1.921fb50442d18p+0, TOL_D);
	CHECK_NEAR(acos(0x1.fffffffffffffp-1), 0x1.0000000000000p-26, TOL_D);
	CHECK_NEAR(acos(-0.5), 0x1.0c152382d7366p+1, TOL_D);
	CHECK_NEAR(acos(0x1p-60), 0x1.921fb54442d18p+0, TOL_D);
	CHECK_NEAR(atan2(1.0, -1.0), 0x1.2d97c7f3321d2p+1, TOL_D);
	CHECK_NEAR(atan2(0x1p1023, 0x1p-1074), 0x1.921fb54442d18p+0, TOL_D);
	CHECK_NEAR(atan2(-3.0, -4.0), -0x1.3fc176b7a8560p+1, TOL_D);
	CHECK_NEAR(atan2(0x1.fffffffffffffp1023, 0x1.fffffffffffffp1023), 0x1.921fb54442d18p-1, TOL_D);
	CHECK_NEAR(atan2f(1.0f, 2.0f), 0x1.dac6700000000p-2f, TOL_F);
	CHECK_NEAR(asinf(0.25f), 0x1.02be9c0000000p-2f, TOL_F);
	CHECK_NEAR(acosf(-1.0f), 0x1.921fb60000000p+1f, TOL_F);
	CHECK_NEAR(atanf(1e30f), 0x1.921fb60000000p+0f, TOL_F);
	CHECK_NEAR(atanl(1.0L), 0x1.921fb54442d18469898cc51701b8p-1L, TOL_L);
	CHECK_NEAR(asinl(-0.5L), -0x1.0c152382d73658465bb32e0f567bp-1L, TOL_L);
	CHECK_NEAR(acosl(0.25L), 0x1.51700e0c14b24ff015655c5ec5a8p+0L, TOL_L);
	CHECK_NEAR(atan2l(1e-4000L, 1e-4000L), 0x1.921fb54442d18469898cc51701b8p-1L, TOL_L);
	CHECK_NEAR(atan2l(-1.0L, -1e4000L), -0x1.921fb54442d18469898cc51701b8p+1L, TOL_L);
	return check_done();
}
