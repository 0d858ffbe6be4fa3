/* GNU trap control: an enabled exception traps (SIGFPE) where the
 * hardware can trap; where it cannot (aarch64 cores without trapping, and
 * qemu) feenableexcept says so with -1 and nothing is enabled. */
#define _GNU_SOURCE
#include <fenv.h>
#include <setjmp.h>
#include <signal.h>
#include <string.h>
#include "check.h"

static volatile double one = 1.0, zero = 0.0, big = 0x1p1000;
static volatile long double lone = 1.0L, lzero = 0.0L;
static sigjmp_buf jb;
static volatile sig_atomic_t code;

static void on_fpe(int sig, siginfo_t *si, void *uc)
{
	code = si->si_code;
	siglongjmp(jb, 1);
}

/* 1 if evaluating op traps with SIGFPE, 0 if it completes. */
static int traps(void (*op)(void))
{
	code = 0;
	if (sigsetjmp(jb, 1)) {
		/* The handler ran with the default FP state, which siglongjmp
		 * keeps: put the traps out of the way of later checks. */
		fedisableexcept(FE_ALL_EXCEPT);
		return 1;
	}
	op();
	return 0;
}

static void div_d(void) { volatile double r = one / zero; }
static void div_ld(void) { volatile long double r = lone / lzero; __asm__ __volatile__ ("" ::: "memory"); }
static void ovf_d(void) { volatile double r = big * big; }
static void inexact_d(void) { volatile double r = one / 3.0; }

int main(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_fpe;
	sa.sa_flags = SA_SIGINFO;
	sigaction(SIGFPE, &sa, 0);

	CHECK_INT(fegetexcept(), 0);
	CHECK_INT(fedisableexcept(FE_ALL_EXCEPT), 0);
	int r = feenableexcept(FE_DIVBYZERO);
	if (r == -1) {
		/* No trapping here: nothing may have been left enabled and
		 * the operation must complete with the flag raised. */
		CHECK_INT(fegetexcept(), 0);
		feclearexcept(FE_ALL_EXCEPT);
		CHECK_INT(traps(div_d), 0);
		CHECK(fetestexcept(FE_DIVBYZERO));
		return check_done();
	}
	CHECK_INT(r, 0);
	CHECK_INT(fegetexcept(), FE_DIVBYZERO);
	CHECK_INT(feenableexcept(FE_OVERFLOW), FE_DIVBYZERO);
	CHECK_INT(fegetexcept(), FE_DIVBYZERO | FE_OVERFLOW);
	/* Flags are not traps: an inexact result completes. */
	feclearexcept(FE_ALL_EXCEPT);
	CHECK_INT(traps(inexact_d), 0);
	CHECK(fetestexcept(FE_INEXACT));
	feenableexcept(FE_DIVBYZERO);
	CHECK_INT(traps(div_d), 1);
	CHECK_INT(code, FPE_FLTDIV);
	CHECK_INT(fegetexcept(), 0);

	feenableexcept(FE_OVERFLOW);
	CHECK_INT(traps(ovf_d), 1);
	CHECK_INT(code, FPE_FLTOVF);

	/* Long double arithmetic (the x87 on x86_64) traps too. */
	feclearexcept(FE_ALL_EXCEPT);
	feenableexcept(FE_DIVBYZERO);
	CHECK_INT(traps(div_ld), 1);

	/* Disabling returns the old set and stops the trap. */
	feclearexcept(FE_ALL_EXCEPT);
	feenableexcept(FE_DIVBYZERO | FE_INVALID);
	CHECK_INT(fedisableexcept(FE_DIVBYZERO), FE_DIVBYZERO | FE_INVALID);
	CHECK_INT(fegetexcept(), FE_INVALID);
	CHECK_INT(traps(div_d), 0);
	CHECK(fetestexcept(FE_DIVBYZERO));
	CHECK_INT(fedisableexcept(FE_ALL_EXCEPT), FE_INVALID);
	CHECK_INT(fegetexcept(), 0);
	/* Bits outside FE_ALL_EXCEPT are ignored. */
	CHECK_INT(feenableexcept(~0 & ~FE_ALL_EXCEPT), 0);
	CHECK_INT(fegetexcept(), 0);
	return check_done();
}
