#define _GNU_SOURCE
#include <fenv.h>

/* GNU trap control. Exceptions are unmasked in both units: the x87 (long
 * double) and SSE (float, double), so a trap does not depend on which one
 * the compiler picked. The x87 control word's mask bits use the flag
 * layout; MXCSR's masks sit 7 bits above its flags. The previous set is
 * read from the x87 word, which these functions keep equal to MXCSR's. */

static unsigned short get_cw(void)
{
	unsigned short cw;
	__asm__ __volatile__ ("fnstcw %0" : "=m"(cw));
	return cw;
}

static void set_masks(unsigned short masked)
{
	unsigned short cw = (get_cw() & ~FE_ALL_EXCEPT) | masked;
	unsigned m;
	__asm__ __volatile__ ("fldcw %0" : : "m"(cw));
	__asm__ __volatile__ ("stmxcsr %0" : "=m"(m));
	m = (m & ~(FE_ALL_EXCEPT << 7)) | (unsigned)masked << 7;
	__asm__ __volatile__ ("ldmxcsr %0" : : "m"(m));
}

int fegetexcept(void)
{
	return ~get_cw() & FE_ALL_EXCEPT;
}

int feenableexcept(int e)
{
	int old = fegetexcept();
	set_masks(~(old | (e & FE_ALL_EXCEPT)) & FE_ALL_EXCEPT);
	return old;
}

int fedisableexcept(int e)
{
	int old = fegetexcept();
	set_masks(~(old & ~e) & FE_ALL_EXCEPT);
	return old;
}
