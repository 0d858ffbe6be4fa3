#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include "stdio_impl.h"

/* GNU custom streams: the FILE machinery (buffering, ungetc, printf)
 * over four user callbacks. A missing read gives EOF, a missing seek
 * fails (ESPIPE), a missing write discards the output and, as glibc's
 * does in practice, marks the stream in error. */
struct fcookie {
	void *cookie;
	cookie_io_functions_t io;
};

static size_t cread(FILE *f, unsigned char *buf, size_t len)
{
	struct fcookie *fc = f->cookie;
	size_t got = 0;
	ssize_t r = 0;

	if (!fc->io.read) {
		f->flags |= F_EOF;
		return 0;
	}
	/* Straight into the caller's memory for all but the last byte. */
	while (got < len - !!f->buf_size) {
		r = fc->io.read(fc->cookie, (char *)buf + got, len - !!f->buf_size - got);
		if (r <= 0) goto end;
		got += r;
	}
	if (!f->buf_size) return got;
	r = fc->io.read(fc->cookie, (char *)f->buf, f->buf_size);
	if (r <= 0) goto end;
	f->rpos = f->buf;
	f->rend = f->buf + r;
	buf[got++] = *f->rpos++;
	return got;
end:
	if (!got) f->flags |= r ? F_ERR : F_EOF;
	return got;
}

static size_t cwrite(FILE *f, const unsigned char *buf, size_t len)
{
	struct fcookie *fc = f->cookie;
	const unsigned char *p[2] = { f->wbase, buf };
	size_t l[2] = { f->wpos - f->wbase, len }, done = 0;

	if (!fc->io.write && l[0] + l[1]) {
		f->flags |= F_ERR;
		f->wpos = f->wbase = f->wend = 0;
		return 0;
	}
	for (int i = 0; i < 2; i++) {
		for (done = 0; done < l[i];) {
			ssize_t r = fc->io.write(fc->cookie, (const char *)p[i] + done, l[i] - done);
			if (r <= 0) {
				f->flags |= F_ERR;
				f->wpos = f->wbase = f->wend = 0;
				return i ? done : 0;
			}
			done += r;
		}
	}
	f->wend = f->buf + f->buf_size;
	f->wpos = f->wbase = f->buf;
	return len;
}

static off_t cseek(FILE *f, off_t off, int whence)
{
	struct fcookie *fc = f->cookie;
	if (!fc->io.seek) {
		errno = ESPIPE;
		return -1;
	}
	if (fc->io.seek(fc->cookie, &off, whence) < 0) return -1;
	return off;
}

static int cclose(FILE *f)
{
	struct fcookie *fc = f->cookie;
	return fc->io.close ? fc->io.close(fc->cookie) : 0;
}

FILE *fopencookie(void *cookie, const char *mode, cookie_io_functions_t io)
{
	FILE *f;
	struct fcookie *fc;

	if (!strchr("rwa", *mode)) {
		errno = EINVAL;
		return 0;
	}
	if (!(f = malloc(sizeof *f + sizeof *fc + UNGET + BUFSIZ))) return 0;
	memset(f, 0, sizeof *f + sizeof *fc);
	fc = (struct fcookie *)(f + 1);
	fc->cookie = cookie;
	fc->io = io;
	f->cookie = fc;
	f->fd = -1;
	f->lbf = EOF;
	if (!strchr(mode, '+')) f->flags = *mode == 'r' ? F_NOWR : F_NORD;
	if (*mode == 'a') f->flags |= F_APP;
	f->buf = (unsigned char *)(fc + 1) + UNGET;
	f->buf_size = BUFSIZ;
	f->read = cread;
	f->write = cwrite;
	f->seek = cseek;
	f->close = cclose;
	return __ofl_add(f);
}
