#include <fenv.h>

/* Flags live in FPSR, the rounding mode in FPCR. */

static unsigned long get_fpsr(void)
{
	unsigned long v;
	__asm__ __volatile__ ("mrs %0, fpsr" : "=r"(v));
	return v;
}

static void set_fpsr(unsigned long v)
{
	__asm__ __volatile__ ("msr fpsr, %0" : : "r"(v));
}

static unsigned long get_fpcr(void)
{
	unsigned long v;
	__asm__ __volatile__ ("mrs %0, fpcr" : "=r"(v));
	return v;
}

static void set_fpcr(unsigned long v)
{
	__asm__ __volatile__ ("msr fpcr, %0" : : "r"(v));
}

int feclearexcept(int e)
{
	set_fpsr(get_fpsr() & ~(unsigned long)(e & FE_ALL_EXCEPT));
	return 0;
}

int feraiseexcept(int e)
{
	set_fpsr(get_fpsr() | (e & FE_ALL_EXCEPT));
	return 0;
}

int fetestexcept(int e)
{
	return get_fpsr() & e & FE_ALL_EXCEPT;
}

int fegetround(void)
{
	return get_fpcr() & FE_TOWARDZERO;
}

int fesetround(int r)
{
	if (r & ~FE_TOWARDZERO) return -1;
	set_fpcr((get_fpcr() & ~(unsigned long)FE_TOWARDZERO) | r);
	return 0;
}

int fegetenv(fenv_t *env)
{
	env->__fpcr = get_fpcr();
	env->__fpsr = get_fpsr();
	return 0;
}

int fesetenv(const fenv_t *env)
{
	if (env == FE_DFL_ENV) {
		set_fpcr(0);
		set_fpsr(0);
	} else {
		set_fpcr(env->__fpcr);
		set_fpsr(env->__fpsr);
	}
	return 0;
}

int feholdexcept(fenv_t *env)
{
	fegetenv(env);
	feclearexcept(FE_ALL_EXCEPT);
	return 0;
}

int feupdateenv(const fenv_t *env)
{
	int e = fetestexcept(FE_ALL_EXCEPT);
	fesetenv(env);
	feraiseexcept(e);
	return 0;
}

int fegetexceptflag(fexcept_t *f, int e)
{
	*f = fetestexcept(e);
	return 0;
}

int fesetexceptflag(const fexcept_t *f, int e)
{
	feclearexcept(e & ~*f);
	feraiseexcept(e & *f);
	return 0;
}
