#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <limits.h>
#include "stdio_impl.h"

/* A write-only stream into a growing allocation. After each flush *bufp
 * is the (possibly moved) array, NUL-terminated at its length, and
 * *sizep the smaller of the length and the position (POSIX). Writing
 * past the end after a seek fills the gap with zeros. */
struct ms {
	char **bufp;
	size_t *sizep;
	size_t pos, len, space;
	char *buf;
};

static int grow(struct ms *c, size_t need)
{
	if (need < c->space) return 0;
	size_t n = need + need / 2 + 1;
	char *b = realloc(c->buf, n);
	if (!b) return -1;
	memset(b + c->space, 0, n - c->space);
	c->buf = *c->bufp = b;
	c->space = n;
	return 0;
}

static size_t ms_put(struct ms *c, const unsigned char *s, size_t l)
{
	if (!l) return 0;
	if (l > SIZE_MAX - c->pos - 1 || grow(c, c->pos + l)) return (size_t)-1;
	memcpy(c->buf + c->pos, s, l);
	c->pos += l;
	if (c->pos > c->len) c->len = c->pos;
	return l;
}

static size_t ms_write(FILE *f, const unsigned char *buf, size_t len)
{
	struct ms *c = f->cookie;
	size_t pending = f->wpos - f->wbase;
	if (ms_put(c, f->wbase, pending) == (size_t)-1 || ms_put(c, buf, len) == (size_t)-1) {
		f->flags |= F_ERR;
		f->wpos = f->wbase = f->wend = 0;
		errno = ENOMEM;
		return 0;
	}
	*c->sizep = c->pos < c->len ? c->pos : c->len;
	f->wend = f->buf + f->buf_size;
	f->wpos = f->wbase = f->buf;
	return len;
}

static off_t ms_seek(FILE *f, off_t off, int whence)
{
	struct ms *c = f->cookie;
	size_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? c->pos : c->len;
	if (off < -(off_t)base || off > (off_t)(SSIZE_MAX - base)) {
		errno = EINVAL;
		return -1;
	}
	c->pos = base + off;
	*c->sizep = c->pos < c->len ? c->pos : c->len;
	return c->pos;
}

static int ms_close(FILE *f)
{
	return 0;
}

FILE *open_memstream(char **bufp, size_t *sizep)
{
	FILE *f;
	struct ms *c;
	char *buf;

	if (!bufp || !sizep) {
		errno = EINVAL;
		return 0;
	}
	if (!(buf = calloc(1, 1))) return 0;
	if (!(f = malloc(sizeof *f + sizeof *c + UNGET + BUFSIZ))) {
		free(buf);
		return 0;
	}
	memset(f, 0, sizeof *f + sizeof *c);
	c = (struct ms *)(f + 1);
	c->bufp = bufp;
	c->sizep = sizep;
	c->buf = *bufp = buf;
	c->space = 1;
	*sizep = 0;
	f->cookie = c;
	f->fd = -1;
	f->lbf = EOF;
	f->flags = F_NORD;
	f->buf = (unsigned char *)(c + 1) + UNGET;
	f->buf_size = BUFSIZ;
	f->write = ms_write;
	f->seek = ms_seek;
	f->close = ms_close;
	return __ofl_add(f);
}
