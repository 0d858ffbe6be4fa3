/* Rounding modes and exception flags, observed through real arithmetic
 * in float, double and long double (x87 and SSE on x86_64). */
#include <fenv.h>
#include <float.h>
#include "check.h"

/* GCC's own float.h (used with glibc) makes FLT_ROUNDS the constant 1. */
#ifdef __polyport__
#define CHECK_FLT_ROUNDS(v) CHECK_INT(FLT_ROUNDS, v)
#else
#define CHECK_FLT_ROUNDS(v) ((void)0)
#endif

static volatile double one = 1.0, three = 3.0, zero = 0.0, tiny = 0x1p-1000;
static volatile long double lone = 1.0L, lthree = 3.0L;

int main(void)
{
	volatile double d, up, down;
	volatile long double lup, ldown;
	fenv_t env;
	fexcept_t fl;

	CHECK_INT(fegetround(), FE_TONEAREST);
	CHECK_INT(FLT_ROUNDS, 1);
	CHECK_INT(fesetround(FE_UPWARD), 0);
	CHECK_INT(fegetround(), FE_UPWARD);
	CHECK_FLT_ROUNDS(2);
	up = one / three;
	lup = lone / lthree;
	CHECK_INT(fesetround(FE_DOWNWARD), 0);
	CHECK_FLT_ROUNDS(3);
	down = one / three;
	ldown = lone / lthree;
	CHECK(up > down);
	CHECK(lup > ldown);
	CHECK_INT(fesetround(FE_TOWARDZERO), 0);
	CHECK_FLT_ROUNDS(0);
	d = -one / three;
	CHECK(d == -down);
	CHECK(fesetround(12345) != 0);
	CHECK_INT(fesetround(FE_TONEAREST), 0);

	CHECK_INT(feclearexcept(FE_ALL_EXCEPT), 0);
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), 0);
	d = one / zero;
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), FE_DIVBYZERO);
	d = one / three;
	CHECK_INT(fetestexcept(FE_INEXACT | FE_DIVBYZERO), FE_INEXACT | FE_DIVBYZERO);
	d = tiny * tiny;
	CHECK(fetestexcept(FE_UNDERFLOW));
	CHECK_INT(feclearexcept(FE_DIVBYZERO), 0);
	CHECK_INT(fetestexcept(FE_DIVBYZERO), 0);
	CHECK(fetestexcept(FE_INEXACT));
	/* long double arithmetic raises too (the x87 on x86_64). */
	feclearexcept(FE_ALL_EXCEPT);
	lup = lone / (lthree - lthree);
	CHECK_INT(fetestexcept(FE_DIVBYZERO), FE_DIVBYZERO);
	CHECK_INT(feclearexcept(FE_ALL_EXCEPT), 0);
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), 0);

	CHECK_INT(feraiseexcept(FE_OVERFLOW), 0);
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), FE_OVERFLOW);
	CHECK_INT(fegetexceptflag(&fl, FE_ALL_EXCEPT), 0);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK_INT(fesetexceptflag(&fl, FE_OVERFLOW), 0);
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), FE_OVERFLOW);

	/* Environments: save, change, restore; hold and update. */
	CHECK_INT(fegetenv(&env), 0);
	fesetround(FE_UPWARD);
	feclearexcept(FE_ALL_EXCEPT);
	CHECK_INT(fesetenv(&env), 0);
	CHECK_INT(fegetround(), FE_TONEAREST);
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), FE_OVERFLOW);
	CHECK_INT(feholdexcept(&env), 0);
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), 0);
	d = one / zero;
	CHECK_INT(feupdateenv(&env), 0);
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), FE_OVERFLOW | FE_DIVBYZERO);
	fesetround(FE_DOWNWARD);
	CHECK_INT(fesetenv(FE_DFL_ENV), 0);
	CHECK_INT(fegetround(), FE_TONEAREST);
	CHECK_INT(fetestexcept(FE_ALL_EXCEPT), 0);
	return check_done();
}
