#include <fcntl.h>
#include "stdio_impl.h"

/* Reopen F on a new file (or, with a null name, change the mode of the
 * same open file, as far as fcntl can). The FILE object stays the same,
 * and so does the fd number: the new file is moved onto the old fd, so
 * freopen(..., stdout) really redirects fd 1. */
FILE *freopen(const char *restrict filename, const char *restrict mode, FILE *restrict f)
{
	int fl = __fmodeflags(mode);
	FILE *f2;

	FLOCK(f);
	__fflush_unlocked(f);
	if (fl < 0) goto fail;

	if (!filename) {
		if (fl & O_CLOEXEC) __syscall(SYS_fcntl, f->fd, F_SETFD, FD_CLOEXEC);
		fl &= ~(O_CREAT | O_EXCL | O_CLOEXEC | O_TRUNC);
		if (__syscall_ret(__syscall(SYS_fcntl, f->fd, F_SETFL, fl)) < 0) goto fail;
	} else {
		f2 = fopen(filename, mode);
		if (!f2) goto fail;
		if (f2->fd == f->fd) {
			f2->fd = -1; /* the old fd was closed and reused: keep it */
		} else {
			long r = __syscall(SYS_dup3, f2->fd, f->fd, fl & O_CLOEXEC);
			if (r < 0) {
				errno = -r;
				fclose(f2);
				goto fail;
			}
		}
		f->flags &= F_PERM;
		f->flags |= f2->flags & ~F_PERM;
		f->read = f2->read;
		f->write = f2->write;
		f->seek = f2->seek;
		f->close = f2->close;
		f->lbf = f2->lbf;
		fclose(f2);
	}
	f->flags &= ~(F_EOF | F_ERR);
	f->mode = 0;
	f->rpos = f->rend = f->wpos = f->wbase = f->wend = 0;
	FUNLOCK(f);
	return f;

fail:
	FUNLOCK(f);
	fclose(f);
	return 0;
}

weak_alias(freopen, freopen64);
