/* frexp ldexp scalbn scalbln scalb ilogb logb significand modf: special
 * values, errno and the integer outputs. */
#define _GNU_SOURCE 1
#include <math.h>
#include <fenv.h>
#include <errno.h>
#include <float.h>
#include <limits.h>
#include "check.h"

int main(void)
{
	int e = 99;
	double ip;
	long double lip;
	float fip;

	CHECK(frexp(8.0, &e) == 0.5 && e == 4);
	CHECK(frexpl(-LDBL_TRUE_MIN, &e) == -0.5L && e == LDBL_MIN_EXP - LDBL_MANT_DIG + 1);
	CHECK(frexpf(0x1p-149f, &e) == 0.5f && e == -148);
	CHECK(frexp(-0.0, &e) == 0 && signbit(frexp(-0.0, &e)) && e == 0);
	CHECK(isinf(frexp(HUGE_VAL, &e)));
	CHECK(ldexp(1, -1074) == 0x1p-1074 && ldexpf(3, -150) == 0x1p-148f && scalbnl(1, 16383) == 0x1p16383L);
	CHECK(scalbln(1, LONG_MIN) == 0 && scalblnl(1, 1L << 40) == HUGE_VALL);
	errno = 0;
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(ldexp(1, 5000) == HUGE_VAL && errno == ERANGE && fetestexcept(FE_OVERFLOW));
	errno = 0;
	CHECK(scalbnf(1, -500) == 0 && errno == ERANGE);
	errno = 0;
	CHECK(scalbn(0x1p-1022, -52) == 0x1p-1074 && errno == 0);
	CHECK(scalb(1, 3) == 8 && scalbl(2, -1) == 1 && scalb(0, -INFINITY) == 0);
	errno = 0;
	CHECK(isnan(scalbf(1, 0.5f)) && errno == EDOM);
	errno = 0;
	feclearexcept(FE_ALL_EXCEPT);
	CHECK_INT(ilogb(0.0), FP_ILOGB0);
	CHECK(errno == EDOM && fetestexcept(FE_INVALID));
	CHECK_INT(ilogbl(NAN), FP_ILOGBNAN);
	CHECK_INT(ilogbf(INFINITY), INT_MAX);
	CHECK_INT(ilogb(0x1p-1074), -1074);
	CHECK_INT(ilogbl(LDBL_TRUE_MIN), LDBL_MIN_EXP - LDBL_MANT_DIG);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(logb(-0.0) == -HUGE_VAL && fetestexcept(FE_DIVBYZERO));
	CHECK(logbl(-HUGE_VALL) == HUGE_VALL && logbf(0x1p-149f) == -149 && logb(-5) == 2);
	CHECK(significand(12) == 1.5 && significandl(-0x1p-16445L) == -1 && significandf(1) == 1);
	CHECK(modf(-3.25, &ip) == -0.25 && ip == -3);
	CHECK(modfl(LDBL_MAX, &lip) == 0 && lip == LDBL_MAX);
	CHECK(signbit(modff(-2.0f, &fip)) && fip == -2);
	CHECK(modf(-HUGE_VAL, &ip) == 0 && signbit(modf(-HUGE_VAL, &ip)) && ip == -HUGE_VAL);
	CHECK(isnan(modfl(NAN, &lip)) && isnan(lip));
	return check_done();
}
