#define _GNU_SOURCE
#include "stdio_impl.h"

int feof(FILE *f)
{
	FLOCK(f);
	int r = !!(f->flags & F_EOF);
	FUNLOCK(f);
	return r;
}

int feof_unlocked(FILE *f)
{
	return !!(f->flags & F_EOF);
}
