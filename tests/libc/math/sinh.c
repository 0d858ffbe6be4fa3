/* sinh, cosh, tanh, asinh, acosh, atanh, each type: special values,
 * overflow just above the threshold, domain and pole errors. */
#include "mcheck.h"

static volatile double inf = INFINITY, zero = 0.0;

int main(void)
{
	double nan_ = zero / zero;

	CHECK_NEAR(sinh(-0.0), -0.0, 0);
	CHECK_NEAR(tanh(-0.0), -0.0, 0);
	CHECK_NEAR(asinh(-0.0), -0.0, 0);
	CHECK_NEAR(atanh(-0.0), -0.0, 0);
	CHECK_NEAR(cosh(-0.0), 1.0, 0);
	CHECK_NOEXC(cosh(0.0), FE_ALL_EXCEPT);
	CHECK_NEAR(acosh(1.0), 0.0, 0);
	CHECK_NOEXC(acosh(1.0), FE_ALL_EXCEPT);
	CHECK_NEAR(sinh(-inf), -INFINITY, 0);
	CHECK_NEAR(cosh(-inf), INFINITY, 0);
	CHECK_NEAR(tanh(-inf), -1.0, 0);
	CHECK_NEAR(asinh(-inf), -INFINITY, 0);
	CHECK_NEAR(acosh(inf), INFINITY, 0);
	CHECK_NEAR(tanh(nan_), NAN, 0);
	CHECK_NEAR(sinh(0x1p-1074), 0x1p-1074, 0);
	CHECK_NEAR(tanh(40.0), 1.0, 0);
	CHECK_EXC(sinh(710.5), ERANGE, FE_OVERFLOW);
	CHECK_NEAR(sinh(-710.5), -INFINITY, 0);
	CHECK_EXC(cosh(-711.0), ERANGE, FE_OVERFLOW);
	CHECK_EXC(acosh(0.5), EDOM, FE_INVALID);
	CHECK_EXC(acosh(-inf), EDOM, FE_INVALID);
	CHECK_EXC(atanh(1.0), ERANGE, FE_DIVBYZERO);
	CHECK_NEAR(atanh(-1.0), -INFINITY, 0);
	CHECK_EXC(atanh(1.5), EDOM, FE_INVALID);
	CHECK_EXC(coshf(90.0f), ERANGE, FE_OVERFLOW);
	CHECK_EXC(atanhf(-1.0f), ERANGE, FE_DIVBYZERO);
	CHECK_EXC(acoshl(0.0L), EDOM, FE_INVALID);
	CHECK_EXC(coshl(12000.0L), ERANGE, FE_OVERFLOW);
	CHECK_NEAR(sinh(1.0), 0x1.2cd9fc44eb982p+0, TOL_D);
	CHECK_NEAR(sinh(-0x1.633ce8fb9f87dp+9), -0x1.ffffffffffd3bp+1023, TOL_D);
	CHECK_NEAR(sinh(0.04), 0x1.47c4738fab5e7p-5, TOL_D);
	CHECK_NEAR(cosh(0x1.633ce8fb9f87dp+9), 0x1.ffffffffffd3bp+1023, TOL_D);
	CHECK_NEAR(cosh(0.5), 0x1.20ac1862ae8d0p+0, TOL_D);
	CHECK_NEAR(tanh(0.3), 0x1.2a4dda7d914fap-2, TOL_D);
	CHECK_NEAR(tanh(-19.0), -0x1.fffffffffffffp-1, TOL_D);
	CHECK_NEAR(asinh(-1e300), -0x1.59bbfd8b83e44p+9, TOL_D);
	CHECK_NEAR(asinh(0.5), 0x1.ecc2caec5160ap-2, TOL_D);
	CHECK_NEAR(acosh(0x1.0000000000001p0), 0x1.6a09e667f3bccp-26, TOL_D);
	CHECK_NEAR(acosh(1e300), 0x1.59bbfd8b83e44p+9, TOL_D);
	CHECK_NEAR(atanh(0.5), 0x1.193ea7aad030bp-1, TOL_D);
	CHECK_NEAR(atanh(-0x1.fffffffffffffp-1), -0x1.2b708872320e2p+4, TOL_D);
	CHECK_NEAR(sinhf(10.0f), 0x1.5829dc0000000p+13f, TOL_F);
	CHECK_NEAR(coshf(-3.0f), 0x1.422a4a0000000p+3f, TOL_F);
	CHECK_NEAR(tanhf(0.5f), 0x1.d9353e0000000p-2f, TOL_F);
	CHECK_NEAR(asinhf(2.0f), 0x1.7192180000000p+0f, TOL_F);
	CHECK_NEAR(acoshf(2.0f), 0x1.5124280000000p+0f, TOL_F);
	CHECK_NEAR(atanhf(-0.25f), -0x1.058af00000000p-2f, TOL_F);
	CHECK_NEAR(sinhl(800.0L), 0x1.1d3d7363fee65242532bd3e609a3p+1153L, TOL_L);
	CHECK_NEAR(coshl(-11000.0L), 0x1.90712c344d655bb4c68a4e0ad481p+15868L, TOL_L);
	CHECK_NEAR(tanhl(0.5L), 0x1.d9353d7568af365128ee21c65b09p-2L, TOL_L);
	CHECK_NEAR(asinhl(1e4000L), 0x1.1fd844a5b10ffe988f0fe96a9844p+13L, TOL_L);
	CHECK_NEAR(acoshl(2.0L), 0x1.51242719804349be684bd0188d53p+0L, TOL_L);
	CHECK_NEAR(atanhl(0.5L), 0x1.193ea7aad030a976a4198d55053bp-1L, TOL_L);
	return check_done();
}
