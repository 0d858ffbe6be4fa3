/* Helpers for the special-value tests of <math.h>: results compared to a
 * reference within a relative tolerance (exactly for NaN, infinities
 * and zeros, sign included), errno and the exception flags after one
 * call. The accuracy itself is measured by tests/libm against MPFR. */
#ifndef MCHECK_H
#define MCHECK_H

#include <errno.h>
#include <fenv.h>
#include <float.h>
#include <math.h>
#include "check.h"

/* Tolerances: a double ulp at most, a float ulp, and for the interim long
 * double forms (evaluated in double) a few double ulps. */
#define TOL_D 0x1p-52L
#define TOL_F 0x1p-23L
#define TOL_L 0x1p-50L

static int mcheck__near(long double got, long double want, long double tol)
{
	long double d;
	if (want != want)
		return got != got;
	if (want == 0 || want - want != 0)
		return got == want && signbit(got) == signbit(want);
	d = got > want ? got - want : want - got;
	return d <= tol * (want < 0 ? -want : want);
}

#define CHECK_NEAR(expr, want, tol) do { \
	long double mcheck__g = (expr); \
	check_count++; \
	if (!mcheck__near(mcheck__g, (want), (tol))) { \
		check__where(__FILE__, __LINE__, #expr " == " #want); \
		check__put("    got something else\n"); \
	} } while (0)

/* An operand the compiler cannot see through: a flag or errno check on a
 * call with constant arguments may otherwise test the compiler's folding
 * instead of the library (gcc evaluates such calls at compile time even
 * with -fno-builtin, and then no flag is raised at run time). */
static inline double opq(double x) { volatile double v = x; return v; }
static inline float opqf(float x) { volatile float v = x; return v; }
static inline long double opql(long double x) { volatile long double v = x; return v; }

/* expr sets errno to err (0: leaves it alone) and raises at least flags. */
#define CHECK_EXC(expr, err, flags) do { \
	errno = 0; \
	feclearexcept(FE_ALL_EXCEPT); \
	volatile long double mcheck__v = (expr); \
	(void)mcheck__v; \
	CHECK_INT(errno, (err)); \
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT) & (flags), (flags)); \
	} while (0)

/* expr raises none of flags. */
#define CHECK_NOEXC(expr, flags) do { \
	feclearexcept(FE_ALL_EXCEPT); \
	volatile long double mcheck__v = (expr); \
	(void)mcheck__v; \
	CHECK_INT(fetestexcept(flags), 0); \
	} while (0)

#endif
