#include "stdio_impl.h"

/* putc's slow path: the buffer is full, C ends a line on a line
 * buffered stream, or the stream is not yet writing. */
int __overflow(FILE *f, int _c)
{
	unsigned char c = _c;
	if (!f->wend && __towrite(f)) return EOF;
	if (f->wpos != f->wend && c != f->lbf) return *f->wpos++ = c;
	if (f->write(f, &c, 1) != 1) return EOF;
	return c;
}
