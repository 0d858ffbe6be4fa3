/* <math.h>'s macros on values of each type: classification, comparison
 * without "invalid" on quiet NaNs, the constants. */
#define _GNU_SOURCE 1
#include <math.h>
#include <fenv.h>
#include <float.h>
#include "check.h"

static volatile float fz = 0.0f, fsubn = 0x1p-140f, fone = 1.0f;
static volatile double dz = 0.0, dsubn = 0x1p-1070, done_ = 1.0;
static volatile long double lz = 0.0L, lsubn = LDBL_TRUE_MIN, lone = 1.0L;

int main(void)
{
	float fn = fz / fz;
	double dn = dz / dz;
	long double ln = lz / lz;

	CHECK_INT(fpclassify(fz), FP_ZERO);
	CHECK_INT(fpclassify(-dz), FP_ZERO);
	CHECK_INT(fpclassify(lz), FP_ZERO);
	CHECK_INT(fpclassify(fsubn), FP_SUBNORMAL);
	CHECK_INT(fpclassify(dsubn), FP_SUBNORMAL);
	CHECK_INT(fpclassify(lsubn), FP_SUBNORMAL);
	/* 2^-140 is a normal double: the argument keeps its type. */
	CHECK_INT(fpclassify((double)fsubn), FP_NORMAL);
	CHECK_INT(fpclassify(fone), FP_NORMAL);
	CHECK_INT(fpclassify(lone), FP_NORMAL);
	CHECK_INT(fpclassify(fn), FP_NAN);
	CHECK_INT(fpclassify(ln), FP_NAN);
	CHECK_INT(fpclassify(-HUGE_VALL), FP_INFINITE);
	CHECK_INT(fpclassify(INFINITY), FP_INFINITE);
	/* DBL_MAX * 2 is finite as a long double. */
	CHECK(isfinite((long double)DBL_MAX * 2));
	CHECK(!isfinite(dn));
	CHECK(isnormal(FLT_MIN) && !isnormal(fsubn) && !isnormal(dz));
	CHECK(isnan(NAN) && isnan(dn) && isnan(ln) && !isnan(lone));
	CHECK_INT(isinf(HUGE_VAL), 1);
	CHECK_INT(isinf(-HUGE_VALF), -1);
	CHECK(isinf(-HUGE_VALL) < 0);
	CHECK(!isinf(LDBL_MAX));
	CHECK(signbit(-dz) && !signbit(dz) && signbit(-lz) && signbit(-fz) && !signbit(lone));
	CHECK(signbit(-(long double)NAN) && !signbit((long double)NAN) && signbit(-(double)NAN));
	CHECK(issubnormal(dsubn) && !issubnormal(dz) && iszero(-lz) && !iszero(lsubn));

	/* The quiet comparisons: false (or true for isunordered) on NaN,
	 * with no "invalid" raised. */
	feclearexcept(FE_ALL_EXCEPT);
	CHECK(!isgreater(dn, done_) && !isgreaterequal(ln, lone) && !isless(fn, fone));
	CHECK(!islessequal(dn, dn) && !islessgreater(dn, done_) && isunordered(dn, done_));
	CHECK(isgreater(lone, lz) && isless(-fone, fz) && islessgreater(done_, dz));
	CHECK(isgreaterequal(dz, -dz) && islessequal(-dz, dz) && !islessgreater(dz, -dz));
	CHECK_INT(fetestexcept(FE_INVALID), 0);

	CHECK(HUGE_VAL > DBL_MAX && HUGE_VALF > FLT_MAX && HUGE_VALL > LDBL_MAX);
	CHECK(INFINITY == HUGE_VALF);
	CHECK_INT(math_errhandling, MATH_ERRNO | MATH_ERREXCEPT);
	CHECK_INT(FLT_EVAL_METHOD, 0);
	CHECK_INT(sizeof(float_t), sizeof(float));
	CHECK_INT(sizeof(double_t), sizeof(double));
	CHECK(FP_ILOGB0 == -2147483647 - 1 || FP_ILOGB0 == -2147483647);
	CHECK(FP_ILOGBNAN == -2147483647 - 1 || FP_ILOGBNAN == 2147483647);

	/* The constants round to the nearest double, float, long double. */
	CHECK(M_PI == 0x1.921fb54442d18p+1);
	CHECK(M_E == 0x1.5bf0a8b145769p+1);
	CHECK(M_LN2 == 0x1.62e42fefa39efp-1);
	CHECK(M_SQRT1_2 == 0x1.6a09e667f3bcdp-1);
	CHECK(M_2_SQRTPI == 0x1.20dd750429b6dp+0);
	CHECK(M_PIf == 0x1.921fb6p+1f);
	CHECK(M_LOG2Ef == 0x1.715476p+0f);
	CHECK((double)M_PIl == M_PI && M_PIl != M_PI);
	CHECK((float)M_LN10l == M_LN10f);
	CHECK(MAXFLOAT == FLT_MAX);
	return check_done();
}
