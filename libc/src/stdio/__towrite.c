#include "stdio_impl.h"

#define TIOCGWINSZ 0x5413

/* Switch the stream to writing. stdout learns here, before its first
 * byte is buffered, whether it is a terminal (line buffered) or not
 * (fully buffered): a program that never prints never asks. */
int __towrite(FILE *f)
{
	if (f->flags & F_TTYCHK) {
		struct { unsigned short r, c, x, y; } wsz;
		f->flags &= ~F_TTYCHK;
		if (!(f->flags & F_SVB) && __syscall(SYS_ioctl, f->fd, TIOCGWINSZ, &wsz))
			f->lbf = EOF;
	}
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
