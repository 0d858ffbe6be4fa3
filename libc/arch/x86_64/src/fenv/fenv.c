#include <fenv.h>

/* Both units keep flags and modes: long double arithmetic uses the x87,
 * float/double use SSE. Reads combine them, writes update both. */

static unsigned get_mxcsr(void)
{
	unsigned m;
	__asm__ __volatile__ ("stmxcsr %0" : "=m"(m));
	return m;
}

static void set_mxcsr(unsigned m)
{
	__asm__ __volatile__ ("ldmxcsr %0" : : "m"(m));
}

static unsigned short get_sw(void)
{
	unsigned short sw;
	__asm__ __volatile__ ("fnstsw %0" : "=a"(sw));
	return sw;
}

static unsigned short get_cw(void)
{
	unsigned short cw;
	__asm__ __volatile__ ("fnstcw %0" : "=m"(cw));
	return cw;
}

static void set_cw(unsigned short cw)
{
	__asm__ __volatile__ ("fldcw %0" : : "m"(cw));
}

int feclearexcept(int e)
{
	e &= FE_ALL_EXCEPT;
	if (get_sw() & e) {
		fenv_t env;
		/* fnstenv masks every x87 exception; fldenv restores the mask. */
		__asm__ __volatile__ ("fnstenv %0" : "=m"(env));
		env.__status_word &= ~e;
		__asm__ __volatile__ ("fldenv %0" : : "m"(env));
	}
	set_mxcsr(get_mxcsr() & ~e);
	return 0;
}

int feraiseexcept(int e)
{
	/* Setting the MXCSR flags is what raising means once a later
	 * instruction does not trap: exceptions stay masked by default. */
	set_mxcsr(get_mxcsr() | (e & FE_ALL_EXCEPT));
	return 0;
}

int fetestexcept(int e)
{
	return (get_sw() | get_mxcsr()) & e & FE_ALL_EXCEPT;
}

int fegetround(void)
{
	return get_cw() & 0xc00;
}

int fesetround(int r)
{
	if (r & ~0xc00) return -1;
	set_cw((get_cw() & ~0xc00) | r);
	set_mxcsr((get_mxcsr() & ~0x6000) | r << 3);
	return 0;
}

int fegetenv(fenv_t *env)
{
	__asm__ __volatile__ ("fnstenv %0\n\tfldenv %0" : "+m"(*env));
	env->__mxcsr = get_mxcsr();
	return 0;
}

int fesetenv(const fenv_t *env)
{
	fenv_t t;
	if (env == FE_DFL_ENV) {
		__asm__ __volatile__ ("fnstenv %0" : "=m"(t));
		t.__control_word = 0x37f;
		t.__status_word = 0;
		t.__tags = 0xffff;
		t.__mxcsr = 0x1f80;
		env = &t;
	}
	__asm__ __volatile__ ("fldenv %0" : : "m"(*env));
	set_mxcsr(env->__mxcsr);
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
