#include "stdio_impl.h"

/* Switch the stream to writing. */
int __towrite(FILE *f)
{
	if (f->flags & F_NOWR) {
		f->flags |= F_ERR;
		errno = EBADF;
		return EOF;
	}
	if (!f->mode) f->mode = -1;
	f->rpos = f->rend = 0;
	f->wpos = f->wbase = f->buf;
	f->wend = f->buf + f->buf_size;
	return 0;
}

/* A stream that was written to must be flushed at exit: this reference
 * is what links __stdio_exit (and overrides exit's weak dummy). */
hidden void __towrite_needs_stdio_exit(void)
{
	__stdio_exit_needed();
}
