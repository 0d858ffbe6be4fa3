/* pow and its float and long double forms: the special cases of C11
 * F.10.4.4, exact results, overflow and underflow near the thresholds,
 * errno and flags. */
#include "mcheck.h"

static volatile double inf = INFINITY, zero = 0.0;

int main(void)
{
	double nan_ = zero / zero;

	/* pow(x, +-0) is 1 for any x, pow(+1, y) is 1 for any y: NaN too */
	CHECK_NEAR(pow(nan_, 0.0), 1.0, 0);
	CHECK_NEAR(pow(nan_, -0.0), 1.0, 0);
	CHECK_NEAR(pow(1.0, nan_), 1.0, 0);
	CHECK_NEAR(pow(1.0, -inf), 1.0, 0);
	CHECK_NOEXC(pow(1.0, nan_), FE_INVALID);
	CHECK_NEAR(pow(nan_, 1.0), NAN, 0);
	CHECK_NEAR(pow(2.0, nan_), NAN, 0);
	/* zeros */
	CHECK_EXC(pow(0.0, -3.0), ERANGE, FE_DIVBYZERO);
	CHECK_NEAR(pow(-0.0, -3.0), -INFINITY, 0);
	CHECK_NEAR(pow(-0.0, -2.0), INFINITY, 0);
	CHECK_NEAR(pow(-0.0, -0.5), INFINITY, 0);
	CHECK_EXC(pow(-0.0, -inf), 0, 0);
	CHECK_NEAR(pow(-0.0, -inf), INFINITY, 0);
	CHECK_NEAR(pow(-0.0, 3.0), -0.0, 0);
	CHECK_NEAR(pow(-0.0, 2.0), 0.0, 0);
	CHECK_NEAR(pow(-0.0, 0.5), 0.0, 0);
	CHECK_NEAR(pow(0.0, inf), 0.0, 0);
	/* infinite y */
	CHECK_NEAR(pow(-1.0, inf), 1.0, 0);
	CHECK_NEAR(pow(-1.0, -inf), 1.0, 0);
	CHECK_NEAR(pow(0.5, -inf), INFINITY, 0);
	CHECK_NEAR(pow(-0.5, inf), 0.0, 0);
	CHECK_NEAR(pow(2.0, -inf), 0.0, 0);
	CHECK_NEAR(pow(-2.0, inf), INFINITY, 0);
	CHECK_NOEXC(pow(2.0, inf), FE_ALL_EXCEPT);
	/* infinite x */
	CHECK_NEAR(pow(-inf, -3.0), -0.0, 0);
	CHECK_NEAR(pow(-inf, -2.0), 0.0, 0);
	CHECK_NEAR(pow(-inf, 3.0), -INFINITY, 0);
	CHECK_NEAR(pow(-inf, 2.5), INFINITY, 0);
	CHECK_NEAR(pow(inf, -0.5), 0.0, 0);
	CHECK_NEAR(pow(inf, 0.5), INFINITY, 0);
	/* negative x, non-integer y */
	CHECK_EXC(pow(-2.0, 0.5), EDOM, FE_INVALID);
	CHECK_NEAR(pow(-2.0, 0.5), NAN, 0);
	CHECK_NEAR(pow(-1.0, 0x1p60), 1.0, 0);
	CHECK_NEAR(pow(-1.0, 0x1.fffffffffffffp52), -1.0, 0);
	CHECK_NEAR(pow(-2.0, 1023.0), -0x1p1023, 0);
	/* exact results */
	CHECK_NEAR(pow(2.0, 10.0), 1024.0, 0);
	CHECK_NEAR(pow(3.0, 20.0), 3486784401.0, 0);
	CHECK_NEAR(pow(0.5, 1074.0), 0x1p-1074, 0);
	CHECK_NEAR(pow(4.0, 0.5), 2.0, 0);
	CHECK_NEAR(pow(7.0, 1.0), 7.0, 0);
	/* overflow and underflow, with the sign of an odd power */
	CHECK_EXC(pow(10.0, 309.0), ERANGE, FE_OVERFLOW);
	CHECK_NEAR(pow(-10.0, 309.0), -INFINITY, 0);
	CHECK_EXC(pow(10.0, -400.0), ERANGE, FE_UNDERFLOW);
	CHECK_NEAR(pow(-10.0, -401.0), -0.0, 0);
	CHECK_EXC(pow(opq(2.0), opq(0x1p70)), ERANGE, FE_OVERFLOW);
	CHECK_EXC(pow(0x1.0000000000001p0, -0x1p70), ERANGE, FE_UNDERFLOW);
	CHECK_EXC(powf(opqf(10.0f), opqf(39.0f)), ERANGE, FE_OVERFLOW);
	CHECK_EXC(powf(-2.0f, 0.5f), EDOM, FE_INVALID);
	CHECK_NEAR(powf(-0.0f, -1.0f), -INFINITY, 0);
	CHECK_NEAR(powl(-0.0L, -1.0L), -INFINITY, 0);
	CHECK_NEAR(powl(2.0L, 16000.0L), 0x1p16000L, TOL_L);
	CHECK_EXC(powl(-2.0L, 0.5L), EDOM, FE_INVALID);
	CHECK_EXC(powl(10.0L, 5000.0L), ERANGE, FE_OVERFLOW);
	CHECK_NEAR(pow(2.0, 0.5), 0x1.6a09e667f3bcdp+0, TOL_D);
	CHECK_NEAR(pow(10.0, -3.0), 0x1.0624dd2f1a9fcp-10, TOL_D);
	CHECK_NEAR(pow(-3.0, 3.0), -0x1.b000000000000p+4, TOL_D);
	CHECK_NEAR(pow(0x1.fffffffffffffp-1, 0x1p62), 0x1.44109edb2088fp-739, TOL_D);
	CHECK_NEAR(pow(1.5, 1750.0), 0x1.9b64d0768f358p+1023, TOL_D);
	CHECK_NEAR(pow(0x1.0000000000001p0, 0x1.62e42fefa39efp+61), 0x1.ffffffffffc64p+1023, TOL_D);
	CHECK_NEAR(pow(2.5, -800.0), 0x0.0000000015f89p-1022, TOL_D);
	CHECK_NEAR(powf(2.0f, 0.5f), 0x1.6a09e60000000p+0f, TOL_F);
	CHECK_NEAR(powf(1.5f, 200.0f), 0x1.fd58640000000p+116f, TOL_F);
	CHECK_NEAR(powl(2.0L, 0.5L), 0x1.6a09e667f3bcc908b2fb1366ea95p+0L, TOL_L);
	/* the interim powl's error grows with |y*log2 x| (docs/libc-status.md) */
	CHECK_NEAR(powl(10.0L, 4000.0L), 0x1.a3750647fcab18c21ab905450cc3p+13287L, 0x1p-38L);
	CHECK_NEAR(powl(-2.0L, -16001.0L), -0x1.0000000000000000000000000000p-16001L, TOL_L);
	return check_done();
}
