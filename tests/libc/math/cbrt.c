/* cbrt and hypot, each type: exact cases, signs, the ends of the range
 * (hypot neither overflows nor underflows inside), and C11 F.10.4.3: an
 * infinite argument wins over a NaN. */
#include "mcheck.h"

static volatile double inf = INFINITY, zero = 0.0;

int main(void)
{
	double nan_ = zero / zero;

	CHECK_NEAR(cbrt(-0.0), -0.0, 0);
	CHECK_NEAR(cbrt(-inf), -INFINITY, 0);
	CHECK_NEAR(cbrt(nan_), NAN, 0);
	CHECK_NEAR(cbrt(27.0), 3.0, TOL_D);
	CHECK_NEAR(cbrt(-0x1p-1071), -0x1p-357, TOL_D);
#ifdef __polyport__
	/* exact cubes give exact roots here (glibc 2.36 misses both) */
	CHECK_NEAR(cbrt(27.0), 3.0, 0);
	CHECK_NEAR(cbrt(-0x1p-1071), -0x1p-357, 0);
#endif
	CHECK_NEAR(cbrt(1e300), 1e100, TOL_D);
	CHECK_NEAR(cbrtf(-8.0f), -2.0f, 0);
	CHECK_NEAR(cbrtl(-0.0L), -0.0L, 0);
	CHECK_NEAR(hypot(inf, nan_), INFINITY, 0);
	CHECK_NEAR(hypot(nan_, -inf), INFINITY, 0);
	CHECK_NEAR(hypot(nan_, 1.0), NAN, 0);
	CHECK_NEAR(hypot(-0.0, -0.0), 0.0, 0);
	CHECK_NEAR(hypot(-3.0, 0.0), 3.0, 0);
	CHECK_NEAR(hypot(3.0, -4.0), 5.0, 0);
	CHECK_NOEXC(hypot(3.0, 4.0), FE_ALL_EXCEPT);
	CHECK_EXC(hypot(0x1.fffffffffffffp1023, 0x1.fffffffffffffp1023), ERANGE, FE_OVERFLOW);
	CHECK_NEAR(hypot(0x1.fffffffffffffp1023, 1.0), 0x1.fffffffffffffp1023, 0);
	CHECK_NEAR(hypotf(INFINITY, 1.0f), INFINITY, 0);
	CHECK_EXC(hypotf(3e38f, 3e38f), ERANGE, FE_OVERFLOW);
	CHECK_NEAR(hypotl(INFINITY, 1.0L), INFINITY, 0);
	CHECK_NEAR(cbrt(2.0), 0x1.428a2f98d728bp+0, TOL_D);
	CHECK_NEAR(cbrt(-0x1p-1074), -0x1.0000000000000p-358, TOL_D);
	CHECK_NEAR(cbrt(0x1.fffffffffffffp1023), 0x1.428a2f98d728bp+341, TOL_D);
	CHECK_NEAR(hypot(3e300, 4e300), 0x1.ddd4baa009303p+998, TOL_D);
	CHECK_NEAR(hypot(0x1p-1074, 0x1p-1074), 0x0.0000000000001p-1022, TOL_D);
	CHECK_NEAR(hypot(0x1.fffffffffffffp1023, 0x1p970), 0x1.fffffffffffffp+1023, TOL_D);
	CHECK_NEAR(cbrtf(-27.5f), -0x1.825b1c0000000p+1f, TOL_F);
	CHECK_NEAR(hypotf(1e30f, 1e30f), 0x1.1d99200000000p+100f, TOL_F);
	CHECK_NEAR(cbrtl(1e3000L), 0x1.e71b63f3ba7b580af1a52d2a7379p+3321L, TOL_L);
	CHECK_NEAR(hypotl(1e4000L, 1e4000L), 0x1.2899d9c23d74b7a5671faddeff89p+13288L, TOL_L);
	CHECK_NEAR(hypotl(3.0L, 4.0L), 0x1.4000000000000000000000000000p+2L, TOL_L);
	return check_done();
}
