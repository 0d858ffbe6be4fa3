#include "stdio_impl.h"

/* Pending output is written, buffered input dropped (a relative seek
 * accounts for it), and EOF cleared; ungetc'd bytes are forgotten. */
int __fseeko_unlocked(FILE *f, off_t off, int whence)
{
	if (whence != SEEK_CUR && whence != SEEK_SET && whence != SEEK_END) {
		errno = EINVAL;
		return -1;
	}
	if (whence == SEEK_CUR && f->rend) off -= f->rend - f->rpos;
	if (f->wpos != f->wbase) {
		f->write(f, 0, 0);
		if (!f->wpos) return -1;
	}
	f->wpos = f->wbase = f->wend = 0;
	if (!f->seek || f->seek(f, off, whence) < 0) {
		if (!f->seek) errno = ESPIPE;
		return -1;
	}
	f->rpos = f->rend = 0;
	f->flags &= ~F_EOF;
	return 0;
}

int fseeko(FILE *f, off_t off, int whence)
{
	int r;
	FLOCK(f);
	r = __fseeko_unlocked(f, off, whence);
	FUNLOCK(f);
	return r;
}

int fseek(FILE *f, long off, int whence)
{
	return fseeko(f, off, whence);
}

weak_alias(fseeko, fseeko64);
