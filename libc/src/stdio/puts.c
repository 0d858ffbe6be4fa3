#include <string.h>
#include "stdio_impl.h"

int puts(const char *s)
{
	FILE *f = stdout;
	size_t l = strlen(s);
	int r;
	FLOCK(f);
	r = -(__fwritex((const void *)s, l, f) != l || putc_unlocked('\n', f) < 0);
	FUNLOCK(f);
	return r;
}
