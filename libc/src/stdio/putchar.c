#include "stdio_impl.h"

int putchar(int c)
{
	return fputc(c, stdout);
}

int putchar_unlocked(int c)
{
	FILE *f = stdout;
	return putc_unlocked(c, f);
}
