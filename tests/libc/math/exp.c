/* exp, exp2, exp10, expm1 (and pow10), each type: special values, the
 * overflow and underflow thresholds, errno and flags. */
#define _GNU_SOURCE 1
#include "mcheck.h"

static volatile double inf = INFINITY, zero = 0.0;

int main(void)
{
	double nan_ = zero / zero;

	CHECK_NEAR(exp(0.0), 1.0, 0);
	CHECK_NEAR(exp(-0.0), 1.0, 0);
	CHECK_NEAR(exp(inf), INFINITY, 0);
	CHECK_NEAR(exp(-inf), 0.0, 0);
	CHECK_NEAR(exp(nan_), NAN, 0);
	CHECK_NEAR(exp(1.0), 0x1.5bf0a8b145769p+1, TOL_D);
	CHECK_NEAR(exp(-1.0), 0x1.78b56362cef38p-2, TOL_D);
	CHECK_NEAR(exp(0x1.62e42fefa39efp+9), 0x1.fffffffffff2ap+1023, TOL_D);
	CHECK_NEAR(exp(-0x1.6232bdd7abcd2p+9), 0x1.000000000007cp-1022, TOL_D);
	CHECK_NEAR(exp(-745.1), 0x1p-1074, 0);
	CHECK_EXC(exp(709.8), ERANGE, FE_OVERFLOW | FE_INEXACT);
	CHECK_NEAR(exp(709.8), INFINITY, 0);
	CHECK_EXC(exp(-746.0), ERANGE, FE_UNDERFLOW | FE_INEXACT);
	CHECK_NEAR(exp(-746.0), 0.0, 0);
	CHECK_EXC(exp(-709.0), 0, FE_INEXACT);
	/* a subnormal result raises underflow */
	CHECK_EXC(exp(opq(-740.0)), 0, FE_UNDERFLOW | FE_INEXACT);
	CHECK_NOEXC(exp(0.0), FE_ALL_EXCEPT);
	CHECK_NOEXC(exp(inf), FE_ALL_EXCEPT);
	CHECK_NOEXC(exp(-inf), FE_ALL_EXCEPT);

	CHECK_NEAR(exp2(10.0), 1024.0, 0);
	CHECK_NEAR(exp2(-1074.0), 0x1p-1074, 0);
	CHECK_NEAR(exp2(1023.0), 0x1p1023, 0);
	CHECK_NEAR(exp2(0.5), 0x1.6a09e667f3bcdp+0, TOL_D);
	CHECK_NEAR(exp2(-inf), 0.0, 0);
	CHECK_EXC(exp2(1024.0), ERANGE, FE_OVERFLOW);
	CHECK_EXC(exp2(-1080.0), ERANGE, FE_UNDERFLOW);
	CHECK_NEAR(exp2f(10.0f), 1024.0f, 0);
	CHECK_EXC(exp2f(128.0f), ERANGE, FE_OVERFLOW);
	CHECK_NEAR(exp2l(-16000.0L), 0x1p-16000L, TOL_L);
	CHECK_NEAR(exp2l(0.5L), 0x1.6a09e667f3bcc908b2fb1366ea95p+0L, TOL_L);

	CHECK_NEAR(exp10(2.0), 100.0, 0);
	CHECK_NEAR(exp10(22.0), 1e22, TOL_D);
	CHECK_NEAR(exp10(-5.0), 1e-5, TOL_D);
	CHECK_NEAR(exp10(308.25), 0x1.fa788589d81d3p+1023, TOL_D);
#ifdef __polyport__
	/* the old GNU names; glibc 2.27 dropped them for new links */
	CHECK_NEAR(pow10(3.0), 1000.0, 0);
	CHECK_NEAR(pow10f(-1.0f), 0.1f, TOL_F);
	CHECK_NEAR(pow10l(2.0L), 100.0L, 0);
#endif
	CHECK_EXC(exp10(309.0), ERANGE, FE_OVERFLOW);
	CHECK_EXC(exp10(-400.0), ERANGE, FE_UNDERFLOW);
	CHECK_NEAR(exp10f(3.0f), 1000.0f, 0);
	CHECK_NEAR(exp10l(4000.0L), LDBL_MAX_10_EXP >= 4000 ? 1e4000L : INFINITY, TOL_L);

	CHECK_NEAR(expm1(0.0), 0.0, 0);
	CHECK_NEAR(expm1(-0.0), -0.0, 0);
	CHECK_NEAR(expm1(-inf), -1.0, 0);
	CHECK_NEAR(expm1(inf), INFINITY, 0);
	CHECK_NEAR(expm1(0x1p-60), 0x1p-60, 0);
	CHECK_NEAR(expm1(1e-10), 0x1.b7cdfd9dda4e3p-34, TOL_D);
	CHECK_NEAR(expm1(-50.0), -1.0, 0);
	CHECK_NEAR(expm1(0.3), 0x1.6641632306a56p-2, TOL_D);
	CHECK_EXC(expm1(710.0), ERANGE, FE_OVERFLOW);
	CHECK_EXC(expm1(opq(0x1p-1070)), 0, FE_UNDERFLOW);
	CHECK_NEAR(expm1f(-0.0f), -0.0f, 0);
	CHECK_NEAR(expm1l(1000.0L), LDBL_MAX_EXP > 1024 ? 0x1.9e72379aed73ad80562b3faa3452p+1442L : INFINITY, TOL_L);

	CHECK_NEAR(expf(1.0f), 0x1.5bf0a8p+1f, TOL_F);
	CHECK_NEAR(expf(-0x1.9fe368p+6f), 0x1p-149f, 0);
	CHECK_EXC(expf(89.0f), ERANGE, FE_OVERFLOW);
	CHECK_NEAR(expf(89.0f), INFINITY, 0);
	CHECK_EXC(expf(-104.0f), ERANGE, FE_UNDERFLOW);
	CHECK_NEAR(expl(1.0L), 0x1.5bf0a8b1457695355fb8ac404e7ap+1L, TOL_L);
	CHECK_NEAR(expl(-inf), 0.0L, 0);
	if (LDBL_MAX_EXP > 1024) {
		CHECK_NEAR(expl(1000.0L), 0x1.9e72379aed73ad80562b3faa3452p+1442L, TOL_L);
		CHECK_NEAR(expl(-1000.0L), 0x1.3c4219e4189540f324f46e7945bfp-1443L, TOL_L);
	}
	CHECK_EXC(expl(12000.0L), ERANGE, FE_OVERFLOW);
	return check_done();
}
