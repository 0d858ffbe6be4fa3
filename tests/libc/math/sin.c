/* sin, cos, tan, sincos, each type: zeros keep their sign, infinities
 * are domain errors, and arguments whose reduction by pi/2 is hard (huge,
 * or near multiples of pi/2, as 0x1.6ac5b262ca1ffp+849, whose cosine is
 * -2^-61) against MPFR's values. */
#define _GNU_SOURCE 1
#include "mcheck.h"

static volatile double inf = INFINITY, zero = 0.0;

int main(void)
{
	double nan_ = zero / zero, s, c;
	float sf, cf;
	long double sl, cl;

	CHECK_NEAR(sin(-0.0), -0.0, 0);
	CHECK_NEAR(tan(-0.0), -0.0, 0);
	CHECK_NEAR(cos(-0.0), 1.0, 0);
	CHECK_NOEXC(sin(0.0), FE_ALL_EXCEPT);
	CHECK_NOEXC(cos(0.0), FE_ALL_EXCEPT);
	CHECK_NEAR(sin(0x1p-1074), 0x1p-1074, 0);
	CHECK_EXC(sin(opq(0x1p-1074)), 0, FE_UNDERFLOW | FE_INEXACT);
	CHECK_NEAR(tan(0x1p-600), 0x1p-600, 0);
	CHECK_NEAR(cos(0x1p-600), 1.0, 0);
	CHECK_EXC(sin(inf), EDOM, FE_INVALID);
	CHECK_EXC(cos(-inf), EDOM, FE_INVALID);
	CHECK_EXC(tan(inf), EDOM, FE_INVALID);
	CHECK_NEAR(sin(inf), NAN, 0);
	CHECK_NEAR(cos(nan_), NAN, 0);
	CHECK_EXC(sinf(-INFINITY), EDOM, FE_INVALID);
	CHECK_EXC(cosl(INFINITY), EDOM, FE_INVALID);
	CHECK_NEAR(sinf(-0.0f), -0.0f, 0);
	CHECK_NEAR(tanl(-0.0L), -0.0L, 0);
	sincos(-0.0, &s, &c);
	CHECK_NEAR(s, -0.0, 0);
	CHECK_NEAR(c, 1.0, 0);
	sincos(1e22, &s, &c);
	CHECK(s == sin(1e22) && c == cos(1e22));
	sincosf(2.0f, &sf, &cf);
	CHECK(sf == sinf(2.0f) && cf == cosf(2.0f));
	sincosl(2.0L, &sl, &cl);
	CHECK_NEAR(sl, 0x1.d18f6ead1b446p-1L, TOL_L);
	CHECK_NEAR(cl, -0x1.aa22657537205p-2L, TOL_L);
	CHECK_NEAR(sin(0x1.0f0cf064dd592p+73), -0x1.b453ab76bf397p-1, TOL_D);
	CHECK_NEAR(cos(0x1.0f0cf064dd592p+73), 0x1.0be2cef01c8f4p-1, TOL_D);
	CHECK_NEAR(tan(0x1.0f0cf064dd592p+73), -0x1.a0f79c1b6b257p+0, TOL_D);
	CHECK_NEAR(sin(0x1p+1023), 0x1.205248cbdb760p-1, TOL_D);
	CHECK_NEAR(cos(0x1p+1023), -0x1.a719f26c232bfp-1, TOL_D);
	CHECK_NEAR(tan(0x1p+1023), -0x1.5ce6b4c0d02a3p-1, TOL_D);
	CHECK_NEAR(sin(0x1.fffffffffffffp+1023), 0x1.452fc98b34e97p-8, TOL_D);
	CHECK_NEAR(cos(0x1.fffffffffffffp+1023), -0x1.fffe62ecfab75p-1, TOL_D);
	CHECK_NEAR(tan(0x1.fffffffffffffp+1023), -0x1.4530cfe729484p-8, TOL_D);
	CHECK_NEAR(sin(0x1.6ac5b262ca1ffp+849), 0x1.0000000000000p+0, TOL_D);
	CHECK_NEAR(sin(0x1.921fb54442d18p+0), 0x1.0000000000000p+0, TOL_D);
	CHECK_NEAR(cos(0x1.921fb54442d18p+0), 0x1.1a62633145c07p-54, TOL_D);
	CHECK_NEAR(tan(0x1.921fb54442d18p+0), 0x1.d02967c31cdb5p+53, TOL_D);
	CHECK_NEAR(sin(0x1.921fb54442d18p+1), 0x1.1a62633145c07p-53, TOL_D);
	CHECK_NEAR(cos(0x1.921fb54442d18p+1), -0x1.0000000000000p+0, TOL_D);
	CHECK_NEAR(tan(0x1.921fb54442d18p+1), -0x1.1a62633145c07p-53, TOL_D);
	CHECK_NEAR(sin(0x1.6e36p+21), -0x1.c1c972eb2f878p-1, TOL_D);
	CHECK_NEAR(cos(0x1.6e36p+21), 0x1.e93a1503a252dp-2, TOL_D);
	CHECK_NEAR(tan(0x1.6e36p+21), -0x1.d6b9606e45601p+0, TOL_D);
	CHECK_NEAR(sin(-0x1.7d784p+24), 0x1.de01f480b7c81p-2, TOL_D);
	CHECK_NEAR(cos(-0x1.7d784p+24), -0x1.c4caea726bc17p-1, TOL_D);
	CHECK_NEAR(tan(-0x1.7d784p+24), -0x1.0e418d2ec8fccp-1, TOL_D);
	CHECK_NEAR(sinf(0x1.921fb6p+0f), 0x1.0000000000000p+0f, TOL_F);
	CHECK_NEAR(cosf(0x1.921fb6p+0f), -0x1.777a5c0000000p-25f, TOL_F);
	CHECK_NEAR(tanf(1e10f), -0x1.1de0000000000p-1f, TOL_F);
	CHECK_NEAR(sinl(1.0L), 0x1.aed548f090cee0418dd3d2138a1ep-1L, TOL_L);
	CHECK_NEAR(cosl(1.0L), 0x1.14a280fb5068b923848cdb2ed0e3p-1L, TOL_L);
	CHECK_NEAR(tanl(-0.5L), -0x1.17b4f5bf3474a431796480788244p-1L, TOL_L);
#ifdef __polyport__
	/* glibc 2.36 returns -0x1.14ae72e6ba227p-61 for this cosine (8 ulp
	 * off) and a tangent as far off: the reduction needs 2^-61 relative */
	CHECK_NEAR(cos(0x1.6ac5b262ca1ffp+849), -0x1.14ae72e6ba22fp-61, TOL_D);
	CHECK_NEAR(tan(0x1.6ac5b262ca1ffp+849), -0x1.d9ba9a7975636p+60, TOL_D);
	sincos(0x1.6ac5b262ca1ffp+849, &s, &c);
	CHECK_NEAR(s, 1.0, TOL_D);
	CHECK_NEAR(c, -0x1.14ae72e6ba22fp-61, TOL_D);
#endif
	return check_done();
}

