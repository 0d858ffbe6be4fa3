#include "stdio_impl.h"
#include <stdio_ext.h>

/* The glibc/Solaris stream introspection API (gnulib uses it to
 * implement fpending, freading, fpurge, ...). A stream is "reading"
 * while it has a read buffer or is read-only, "writing" while it has a
 * write buffer or is write-only. */

int __fsetlocking(FILE *f, int type)
{
	int old = f->lock < 0 ? FSETLOCKING_BYCALLER : FSETLOCKING_INTERNAL;
	if (type == FSETLOCKING_BYCALLER) f->lock = -1;
	else if (type == FSETLOCKING_INTERNAL && f->lock < 0) f->lock = 0;
	return old;
}

int __fwriting(FILE *f)
{
	return (f->flags & F_NORD) || f->wend;
}

int __freading(FILE *f)
{
	return (f->flags & F_NOWR) || f->rend;
}

int __freadable(FILE *f)
{
	return !(f->flags & F_NORD);
}

int __fwritable(FILE *f)
{
	return !(f->flags & F_NOWR);
}

int __flbf(FILE *f)
{
	return f->lbf >= 0;
}

size_t __fbufsize(FILE *f)
{
	return f->buf_size;
}

size_t __fpending(FILE *f)
{
	return f->wend ? f->wpos - f->wbase : 0;
}

/* Discard buffered input and output (nothing is written). glibc's
 * returns nothing, the BSD fpurge an int. */
void __fpurge(FILE *f)
{
	f->wpos = f->wbase = f->wend = 0;
	f->rpos = f->rend = 0;
}

int fpurge(FILE *f)
{
	__fpurge(f);
	return 0;
}

size_t __freadahead(FILE *f)
{
	return f->rend ? f->rend - f->rpos : 0;
}

const char *__freadptr(FILE *f, size_t *sizep)
{
	if (f->rpos == f->rend) return 0;
	*sizep = f->rend - f->rpos;
	return (const char *)f->rpos;
}

void __freadptrinc(FILE *f, size_t inc)
{
	f->rpos += inc;
}

void __fseterr(FILE *f)
{
	f->flags |= F_ERR;
}
