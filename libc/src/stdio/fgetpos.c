#include "stdio_impl.h"

int fgetpos(FILE *restrict f, fpos_t *restrict pos)
{
	off_t off = ftello(f);
	if (off < 0) return -1;
	*(long long *)pos = off;
	return 0;
}

weak_alias(fgetpos, fgetpos64);
