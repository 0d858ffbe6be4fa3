#define _GNU_SOURCE
#include "stdio_impl.h"

void clearerr(FILE *f)
{
	FLOCK(f);
	f->flags &= ~(F_EOF | F_ERR);
	FUNLOCK(f);
}

void clearerr_unlocked(FILE *f)
{
	f->flags &= ~(F_EOF | F_ERR);
}
