#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include "stdio_impl.h"

#define TIOCGWINSZ 0x5413

/* One allocation: the FILE, the ungetc room, the buffer. */
FILE *__fdopen(int fd, const char *mode)
{
	FILE *f;
	struct { unsigned short r, c, x, y; } wsz;

	if (*mode != 'r' && *mode != 'w' && *mode != 'a') {
		errno = EINVAL;
		return 0;
	}
	if (!(f = malloc(sizeof *f + UNGET + BUFSIZ))) return 0;
	memset(f, 0, sizeof *f);

	int plus = 0, cloexec = 0;
	for (const char *p = mode + 1; *p && *p != ','; p++) {
		if (*p == '+') plus = 1;
		else if (*p == 'e') cloexec = 1;
	}
	if (!plus) f->flags = (*mode == 'r') ? F_NOWR : F_NORD;
	if (cloexec) __syscall(SYS_fcntl, fd, F_SETFD, FD_CLOEXEC);
	if (*mode == 'a') {
		int fl = __syscall(SYS_fcntl, fd, F_GETFL);
		if (fl >= 0 && !(fl & O_APPEND))
			__syscall(SYS_fcntl, fd, F_SETFL, fl | O_APPEND);
		f->flags |= F_APP;
	}

	f->fd = fd;
	f->buf = (unsigned char *)f + sizeof *f + UNGET;
	f->buf_size = BUFSIZ;
	f->lbf = EOF;
	if (!(f->flags & F_NOWR) && !__syscall(SYS_ioctl, fd, TIOCGWINSZ, &wsz))
		f->lbf = '\n';
	f->read = __stdio_read;
	f->write = __stdio_write;
	f->seek = __stdio_seek;
	f->close = __stdio_close;
	return __ofl_add(f);
}

weak_alias(__fdopen, fdopen);
