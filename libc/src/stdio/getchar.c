#include "stdio_impl.h"

int getchar(void)
{
	return fgetc(stdin);
}

int getchar_unlocked(void)
{
	FILE *f = stdin;
	return getc_unlocked(f);
}
