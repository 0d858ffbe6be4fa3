#define _GNU_SOURCE
#include <fenv.h>

/* GNU trap control: FPCR's trap-enable bits (IOE, DZE, OFE, UFE, IXE) are
 * the flag bits shifted up by 8. Trapping is optional in AArch64: where a
 * core does not implement it (most do not, nor does qemu) the bits read
 * as zero, and enabling fails with -1 as glibc's does. */

#define SHIFT 8

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

int fegetexcept(void)
{
	return get_fpcr() >> SHIFT & FE_ALL_EXCEPT;
}

int feenableexcept(int e)
{
	unsigned long cr = get_fpcr();
	int old = cr >> SHIFT & FE_ALL_EXCEPT;
	e &= FE_ALL_EXCEPT;
	set_fpcr(cr | (unsigned long)e << SHIFT);
	if (e & ~fegetexcept())
		return -1;
	return old;
}

int fedisableexcept(int e)
{
	unsigned long cr = get_fpcr();
	int old = cr >> SHIFT & FE_ALL_EXCEPT;
	set_fpcr(cr & ~((unsigned long)(e & FE_ALL_EXCEPT) << SHIFT));
	return old;
}
