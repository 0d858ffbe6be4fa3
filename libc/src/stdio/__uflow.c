#include "stdio_impl.h"

/* getc's slow path: the buffer is empty. */
int __uflow(FILE *f)
{
	unsigned char c;
	if (!__toread(f) && f->read(f, &c, 1) == 1) return c;
	return EOF;
}
