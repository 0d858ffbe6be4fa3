/* nextafter nexttoward fmin fmax fdim fma nan finite isinf isnan: what
 * the vectors cannot state (long double directions, payloads, NaN
 * handling). */
#define _GNU_SOURCE 1
#include <math.h>
#include <fenv.h>
#include <errno.h>
#include <float.h>
#include <string.h>
#include <stdlib.h>
#include "check.h"

static volatile double tiny = 0x1p-1000, one = 1, zero = 0, two = 2, three = 3, six = 6;

int main(void)
{
	double d;
	float f;

	CHECK(nextafter(1, 2) == 1 + DBL_EPSILON && nextafter(1, 0) == 1 - DBL_EPSILON / 2);
	CHECK(nextafterl(1, 2) == 1 + LDBL_EPSILON && nextafterl(-1, 0) == -1 + LDBL_EPSILON / 2);
	CHECK(nextafterl(0, -1) == -LDBL_TRUE_MIN && nextafterf(FLT_MAX, 0) < FLT_MAX);
	CHECK(nextafterl(LDBL_MIN, 0) == LDBL_MIN - LDBL_TRUE_MIN);
	CHECK(nextafterl(HUGE_VALL, 0) == LDBL_MAX && nextafter(-0.0, 0.0) == 0 && !signbit(nextafter(-0.0, 0.0)));
	/* nexttoward sees the long double direction a double would lose. */
	CHECK(nexttoward(1.0, 1.0L + LDBL_EPSILON) == 1 + DBL_EPSILON);
	CHECK(nexttowardf(1.0f, 1.0L - LDBL_EPSILON / 2) == 1 - FLT_EPSILON / 2);
	CHECK(nexttowardl(2, 3) == 2 + 2 * LDBL_EPSILON);
	errno = 0;
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(nextafter(DBL_MAX, HUGE_VAL) == HUGE_VAL && errno == ERANGE && fetestexcept(FE_OVERFLOW));
	errno = 0;
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(nextafterl(LDBL_MIN, 0) < LDBL_MIN && errno == ERANGE && fetestexcept(FE_UNDERFLOW));

	CHECK(fmax(NAN, 1) == 1 && fminl(2, NAN) == 2 && isnan(fmaxf(NAN, NAN)));
	CHECK(fmin(-0.0, 3) == -0.0 && fmaxl(-1, -2) == -1 && fminf(-1, -2) == -2);
	CHECK(fdim(3, 1) == 2 && fdim(1, 3) == 0 && !signbit(fdiml(-1, 3)) && isnan(fdimf(NAN, 1)));
	errno = 0;
	CHECK(fdim(DBL_MAX, -DBL_MAX) == HUGE_VAL && errno == ERANGE);

	/* fma rounds once: (1 + 2^-52)^2 - 1 keeps its last bit. */
	d = 1 + DBL_EPSILON;
	CHECK(fma(d, d, -one) == 2 * DBL_EPSILON + DBL_EPSILON * DBL_EPSILON);
	f = 1 + FLT_EPSILON;
	CHECK(fmaf(f, f, -1.0f) == 2 * FLT_EPSILON + FLT_EPSILON * FLT_EPSILON);
	CHECK(fmal(1 + LDBL_EPSILON, 1 - LDBL_EPSILON, -1) == -LDBL_EPSILON * LDBL_EPSILON);
	/* all but the last bits cancel: the result has fewer bits than the
	 * format (binary128's fmal once scaled it by 2^-86) */
	CHECK(fma(1 + DBL_EPSILON, one - DBL_EPSILON, -one) == -DBL_EPSILON * DBL_EPSILON);
	CHECK(fmal(1 + LDBL_EPSILON, 1 + LDBL_EPSILON, -1) == 2 * LDBL_EPSILON + LDBL_EPSILON * LDBL_EPSILON);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(fma(tiny, tiny, HUGE_VAL) == HUGE_VAL && fetestexcept(FE_ALL_EXCEPT) == 0);
	CHECK(fma(DBL_MAX, 2, -DBL_MAX) == DBL_MAX);
	fesetround(FE_DOWNWARD);
	CHECK(signbit(fma(one, zero, -zero)) && signbit(fma(two, three, -six)));
	fesetround(FE_TONEAREST);
	CHECK(!signbit(fma(two, three, -six)));

	/* nan("n"): the payload strtod gives "NAN(n)". */
	d = nan("0x123");
	CHECK(isnan(d) && !signbit(d) && d != d);
	{
		unsigned long long a, b;
		double e = strtod("NAN(0x123)", 0);
		memcpy(&a, &d, 8);
		memcpy(&b, &e, 8);
		CHECK(a == b);
	}
	CHECK(isnan(nanf("")) && isnan(nanl("junk")));
	CHECK(finite(1.0) && !finitef(INFINITY) && !finitel(NAN));
	CHECK((isinf)(-HUGE_VAL) == -1 && isinff(INFINITY) && !isinfl(LDBL_MAX));
	CHECK((isnan)(NAN) && isnanf(NAN) && !isnanl(1));
	return check_done();
}
