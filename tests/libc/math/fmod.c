/* fmod remainder remquo drem: signs, quotient bits and errno. */
#define _GNU_SOURCE 1
#include <math.h>
#include <fenv.h>
#include <errno.h>
#include <float.h>
#include "check.h"

int main(void)
{
	int q = 99;

	CHECK(fmod(7.5, 2) == 1.5 && fmod(-7.5, 2) == -1.5 && fmodf(7.5f, -2) == 1.5f);
	/* x87: 2^64 - 1 divides by 3; binary128: (2^113 - 1) 2^odd leaves 2;
	 * 2^odd leaves 2: long divisions over the whole exponent range. */
	CHECK(fmodl(LDBL_MAX, 3.0L) == (LDBL_MANT_DIG == 64 ? 0 : 2) && fmodl(0x1p16383L, 3.0L) == 2.0L);
	CHECK(fmodl(0x1p16383L, LDBL_TRUE_MIN * 3) == LDBL_TRUE_MIN * 2 || fmodl(0x1p16383L, LDBL_TRUE_MIN * 3) == LDBL_TRUE_MIN);
	CHECK(signbit(fmod(-6.0, 3.0)) && fmod(-6.0, 3.0) == 0);
	CHECK(fmod(5e-324, 1e300) == 5e-324 && fmod(1.0, HUGE_VAL) == 1.0);
	CHECK(remainder(7.5, 2) == -0.5 && remainder(5, 2) == 1 && remainder(7, 2) == -1);
	CHECK(remainderl(-7.5L, 2) == 0.5L && drem(7.5, 2) == -0.5 && dreml(3, 2) == -1);
	CHECK(signbit(remainder(-4.0, 2.0)));
	CHECK(remquo(7.5, 2, &q) == -0.5 && q == 4);
	/* -29 / 3 rounds to -10: the low three bits of 10, negative. */
	CHECK(remquof(-29, 3, &q) == 1 && q < 0 && (-q & 7) == 2);
	CHECK(remquol(1.0L, -0x1p-16000L, &q) == 0 && q <= 0);
	errno = 0;
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(fmod(1, 0)) && errno == EDOM && fetestexcept(FE_INVALID));
	errno = 0;
	CHECK(isnan(remainderl(HUGE_VALL, 1)) && errno == EDOM);
	errno = 0;
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(isnan(fmodf(NAN, 0)) && errno == 0 && !fetestexcept(FE_INVALID));
	return check_done();
}
