#include "stdio_impl.h"

/* C wants it before any I/O; like glibc we accept it later too, after
 * writing out what is buffered (so nothing is lost or reordered). A caller's buffer smaller than UNGET+1 is not used:
 * ungetc needs room in front of it, so the stream keeps its own. */
int setvbuf(FILE *restrict f, char *restrict buf, int type, size_t size)
{
	FLOCK(f);
	__fflush_unlocked(f);
	f->lbf = EOF;
	if (type == _IONBF) {
		f->buf_size = 0;
	} else if (type == _IOLBF || type == _IOFBF) {
		if (buf && size >= UNGET + 1) {
			f->buf = (unsigned char *)buf + UNGET;
			f->buf_size = size - UNGET;
		} else if (!f->buf_size && f->fd >= 0 && !(f->flags & F_PERM)) {
			/* Our allocation always has BUFSIZ after the FILE. */
			f->buf_size = BUFSIZ;
		} else if (!f->buf_size && f == &__stderr_FILE) {
			static unsigned char errbuf[BUFSIZ + UNGET];
			f->buf = errbuf + UNGET;
			f->buf_size = BUFSIZ;
		}
		if (type == _IOLBF && f->buf_size) f->lbf = '\n';
	} else {
		FUNLOCK(f);
		errno = EINVAL;
		return -1;
	}
	f->flags |= F_SVB;
	FUNLOCK(f);
	return 0;
}
