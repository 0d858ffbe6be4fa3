#include "stdio_impl.h"

/* Switch the stream to reading: pending output is written first. */
int __toread(FILE *f)
{
	if (f->wpos != f->wbase) f->write(f, 0, 0);
	f->wpos = f->wbase = f->wend = 0;
	if (f->flags & F_NORD) {
		f->flags |= F_ERR;
		errno = EBADF;
		return EOF;
	}
	if (!f->mode) f->mode = -1;
	f->rpos = f->rend = f->buf + f->buf_size;
	return (f->flags & F_EOF) ? EOF : 0;
}

/* Any stream that reads may hold unread input exit must give back. */
hidden void __toread_needs_stdio_exit(void)
{
	__stdio_exit_needed();
}
