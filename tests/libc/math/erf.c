/* erf and erfc, each type: C11 F.10.5.1-2 special values (signs of
 * zeros, the limits at infinity, NaN), values on each side of the
 * kernels' interval boundaries, erfc's subnormal results and underflow,
 * and long double values beyond double's range. */
#include "mcheck.h"

static volatile double inf = INFINITY, zero = 0.0;

int main(void)
{
	double nan_ = zero / zero;

	CHECK_NEAR(erf(-0.0), -0.0, 0);
	CHECK_NEAR(erf(0.0), 0.0, 0);
	CHECK_NEAR(erf(inf), 1.0, 0);
	CHECK_NEAR(erf(-inf), -1.0, 0);
	CHECK_NEAR(erf(nan_), NAN, 0);
	CHECK_NEAR(erfc(inf), 0.0, 0);
	CHECK_NEAR(erfc(-inf), 2.0, 0);
	CHECK_NEAR(erfc(nan_), NAN, 0);
	CHECK_NEAR(erfc(-0.0), 1.0, 0);
	CHECK_NOEXC(erf(opq(0.0)), FE_ALL_EXCEPT);
	CHECK_NOEXC(erf(opq(inf)), FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW);
	CHECK_NEAR(erf(0.5), 0x1.0a7ef5c18edd2p-1, TOL_D);
	CHECK_NEAR(erf(0.1), 0.11246291601828489220, TOL_D);
	CHECK_NEAR(erf(1.5), 0.96610514647531072707, TOL_D);
	CHECK_NEAR(erf(-2.5), -0.99959304798255504106, TOL_D);
	CHECK_NEAR(erf(5.0), 0.99999999999846254021, TOL_D);
	CHECK_NEAR(erf(opq(7.0)), 1.0, 0);
	CHECK_EXC(erf(opq(7.0)), 0, FE_INEXACT);
	CHECK_NEAR(erf(0x1p-1060), 0x1.20dd750429b6dp-1060, TOL_D);
	CHECK_NEAR(erf(-0x1p-30), -0x1.20dd750429b6dp-30, TOL_D);
	CHECK_NEAR(erfc(0.5), 0.47950012218695346232, TOL_D);
	CHECK_NEAR(erfc(1.5), 0x1.15aaa8ec85205p-5, TOL_D);
	CHECK_NEAR(erfc(-2.5), 0x1.ffe5547a64df5p+0, TOL_D);
	CHECK_NEAR(erfc(5.0), 1.5374597944280348502e-12, TOL_D);
	CHECK_NEAR(erfc(10.0), 2.0884875837625447570e-45, TOL_D);
	CHECK_NEAR(erfc(opq(-7.0)), 2.0, 0);
	/* subnormal results: erfc(27) = 5.2370489237892556850e-319 */
	CHECK_NEAR(erfc(27.0), 0x0.0000000019e0fp-1022, 0);
	CHECK_NEAR(erfc(26.6), 1.0885125885442265332e-309, 0x1p-40L);
	CHECK_EXC(erfc(opq(27.0)), 0, FE_UNDERFLOW | FE_INEXACT);
	CHECK_NEAR(erfc(30.0), 0.0, 0);
	CHECK_EXC(erfc(opq(30.0)), ERANGE, FE_UNDERFLOW | FE_INEXACT);

	CHECK_NEAR(erff(-0.0f), -0.0f, 0);
	CHECK_NEAR(erff(INFINITY), 1.0f, 0);
	CHECK_NEAR(erff(-INFINITY), -1.0f, 0);
	CHECK_NEAR(erff(0.5f), 0x1.0a7ef6p-1f, 0);
	CHECK_NEAR(erff(-1.5f), -0.96610514647531072707f, TOL_F);
	CHECK_NEAR(erfcf(INFINITY), 0.0f, 0);
	CHECK_NEAR(erfcf(-INFINITY), 2.0f, 0);
	CHECK_NEAR(erfcf(1.5f), 0.033894853524689272933f, TOL_F);
	/* a subnormal float result: erfc(10) = 0x1.7d8a7f2a8ap-149 rounds to
	 * the smallest subnormal (glibc 2.36 gives twice that) */
	CHECK(erfcf(10.0f) > 0 && erfcf(10.0f) <= 0x1p-148f);
#ifdef __polyport__
	CHECK_NEAR(erfcf(10.0f), 0x1p-149f, 0);
#endif
	CHECK_EXC(erfcf(opqf(10.0f)), 0, FE_UNDERFLOW | FE_INEXACT);
	CHECK_EXC(erfcf(opqf(11.0f)), ERANGE, FE_UNDERFLOW | FE_INEXACT);

	CHECK_NEAR(erfl(-0.0L), -0.0L, 0);
	CHECK_NEAR(erfl(opql(0.0L)), 0.0L, 0);
	CHECK_NOEXC(erfl(opql(-0.0L)), FE_ALL_EXCEPT);
	CHECK_NEAR(erfl(INFINITY), 1.0L, 0);
	CHECK_NEAR(erfl(-INFINITY), -1.0L, 0);
	CHECK_NEAR(erfl(opql(NAN)), NAN, 0);
	CHECK_NEAR(erfcl(opql(INFINITY)), 0.0L, 0);
	CHECK_NOEXC(erfcl(opql(INFINITY)), FE_ALL_EXCEPT);
	CHECK_NEAR(erfcl(opql(NAN)), NAN, 0);
	CHECK_NEAR(erfcl(opql(0.0L)), 1.0L, 0);
#if LDBL_MAX_EXP > 1024
	/* erfc(110) is below the least subnormal of both formats; erfc(106.7)
	 * is subnormal in both (the x87's half ulp there is 2^-14 of it) */
	CHECK_NEAR(erfcl(opql(110.0L)), 0.0L, 0);
	CHECK_EXC(erfcl(opql(110.0L)), ERANGE, FE_UNDERFLOW | FE_INEXACT);
	CHECK_NEAR(erfcl(opql(106.7L)), 2.129793501294076655520538e-4947L, 0x1p-12L);
	CHECK_EXC(erfcl(opql(106.7L)), 0, FE_UNDERFLOW | FE_INEXACT);
#endif
	CHECK_NEAR(erfl(opql(20.0L)), 1.0L, 0);
	CHECK_NEAR(erfcl(opql(-20.0L)), 2.0L, 0);
	/* at the kernels' boundary 2, in the format's precision */
	CHECK_NEAR(erfcl(2.0L), 4.677734981047265837930743632747071389108e-3L, 4 * LDBL_EPSILON);
	CHECK_NEAR(erfl(2.0L), 0.9953222650189527341620692563672529286108L, 4 * LDBL_EPSILON);
	CHECK_NEAR(erfl(0.5L), 0.52049987781304653768274665389196L, TOL_L);
	CHECK_NEAR(erfcl(-INFINITY), 2.0L, 0);
	CHECK_NEAR(erfcl(0.5L), 0.47950012218695346231725334610803547L, TOL_L);
	CHECK_NEAR(erfcl(5.0L), 1.5374597944280348501883434853833788901e-12L, TOL_L);
#if LDBL_MAX_EXP > 1024
	/* beyond double's range */
	CHECK_NEAR(erfcl(100.0L), 6.405961424921732039021339148586394148214e-4346L, 0x1p-48L);
	CHECK_NEAR(erfl(1e-4000L), 1.1283791670955125738961589031215452e-4000L, TOL_L);
#endif
	return check_done();
}
