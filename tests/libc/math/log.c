/* log, log2, log10, log1p, each type: special values, exact cases, the
 * ends of the range, errno and flags. */
#include "mcheck.h"

static volatile double inf = INFINITY, zero = 0.0;

int main(void)
{
	double nan_ = zero / zero;

	CHECK_NEAR(log(1.0), 0.0, 0);
	CHECK_NEAR(log(inf), INFINITY, 0);
	CHECK_NEAR(log(nan_), NAN, 0);
	CHECK_EXC(log(0.0), ERANGE, FE_DIVBYZERO);
	CHECK_NEAR(log(-0.0), -INFINITY, 0);
	CHECK_EXC(log(-1.0), EDOM, FE_INVALID);
	CHECK_NEAR(log(-1.0), NAN, 0);
	CHECK_EXC(log(-inf), EDOM, FE_INVALID);
	CHECK_NOEXC(log(1.0), FE_ALL_EXCEPT);
	CHECK_NEAR(log2(0x1p-1074), -1074.0, 0);
	CHECK_NEAR(log2(0x1p1023), 1023.0, 0);
	CHECK_NEAR(log2(1.0), 0.0, 0);
	CHECK_EXC(log2(0.0), ERANGE, FE_DIVBYZERO);
	CHECK_EXC(log2(-2.0), EDOM, FE_INVALID);
	CHECK_NEAR(log10(1000.0), 3.0, 0);
	CHECK_NEAR(log10(1e22), 22.0, 0);
	CHECK_NEAR(log10(1e-5), -5.0, TOL_D);
	CHECK_EXC(log10(-0.0), ERANGE, FE_DIVBYZERO);
	CHECK_NEAR(log1p(0.0), 0.0, 0);
	CHECK_NEAR(log1p(-0.0), -0.0, 0);
	CHECK_NEAR(log1p(0x1p-1074), 0x1p-1074, 0);
	CHECK_NEAR(log1p(inf), INFINITY, 0);
	CHECK_EXC(log1p(-1.0), ERANGE, FE_DIVBYZERO);
	CHECK_NEAR(log1p(-1.0), -INFINITY, 0);
	CHECK_EXC(log1p(-1.5), EDOM, FE_INVALID);
	CHECK_EXC(log1p(-inf), EDOM, FE_INVALID);
	CHECK_EXC(logf(0.0f), ERANGE, FE_DIVBYZERO);
	CHECK_EXC(logf(-1.0f), EDOM, FE_INVALID);
	CHECK_NEAR(log2f(0x1p-149f), -149.0f, 0);
	CHECK_EXC(log1pf(-1.0f), ERANGE, FE_DIVBYZERO);
	CHECK_EXC(logl(0.0L), ERANGE, FE_DIVBYZERO);
	CHECK_EXC(log10l(-1.0L), EDOM, FE_INVALID);
	CHECK_NEAR(log2l(8.0L), 3.0L, 0);
	CHECK_NEAR(log(2.0), 0x1.62e42fefa39efp-1, TOL_D);
	CHECK_NEAR(log(0x1p-1074), -0x1.74385446d71c3p+9, TOL_D);
	CHECK_NEAR(log(0x1.fffffffffffffp1023), 0x1.62e42fefa39efp+9, TOL_D);
	CHECK_NEAR(log(0x1.0000000000001p0), 0x1.fffffffffffffp-53, TOL_D);
	CHECK_NEAR(log(0x1.fffffffffffffp-1), -0x1.0000000000000p-53, TOL_D);
	CHECK_NEAR(log2(0x1.6a09e667f3bcdp+0), 0x1.0000000000001p-1, TOL_D);
	CHECK_NEAR(log10(2.0), 0x1.34413509f79ffp-2, TOL_D);
	CHECK_NEAR(log1p(0x1p-30), 0x1.fffffffc00000p-31, TOL_D);
	CHECK_NEAR(log1p(-0.5), -0x1.62e42fefa39efp-1, TOL_D);
	CHECK_NEAR(log1p(0x1p1000), 0x1.5a92d6d005c94p+9, TOL_D);
	CHECK_NEAR(logf(10.0f), 0x1.26bb1c0000000p+1f, TOL_F);
	CHECK_NEAR(log2f(3.0f), 0x1.95c01a0000000p+0f, TOL_F);
	CHECK_NEAR(log10f(0x1.0624dep-10f), -0x1.8000000000000p+1f, TOL_F);
	CHECK_NEAR(log1pf(0x1.0624dep-10f), 0x1.0603560000000p-10f, TOL_F);
	CHECK_NEAR(logl(10.0L), 0x1.26bb1bbb5551582dd4adac5705a6p+1L, TOL_L);
	CHECK_NEAR(logl(1e-4000L), -0x1.1fd2b914f151701cc1b19a4cfb84p+13L, TOL_L);
	CHECK_NEAR(log2l(0x1p-16000L), -0x1.f400000000000000000000000000p+13L, TOL_L);
	CHECK_NEAR(log10l(1e4000L), 0x1.f400000000000000000000000000p+11L, TOL_L);
	CHECK_NEAR(log1pl(-0.25L), -0x1.269621134db92783beb7676c0aaap-2L, TOL_L);
	return check_done();
}
