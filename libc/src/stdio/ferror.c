#define _GNU_SOURCE
#include "stdio_impl.h"

int ferror(FILE *f)
{
	FLOCK(f);
	int r = !!(f->flags & F_ERR);
	FUNLOCK(f);
	return r;
}

int ferror_unlocked(FILE *f)
{
	return !!(f->flags & F_ERR);
}
