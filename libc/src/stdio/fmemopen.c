#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include "stdio_impl.h"

/* A stream over a caller's array (or one we allocate when BUF is null),
 * with glibc's (POSIX 2008) rules: "r"/"r+" see SIZE bytes, "w"/"w+"
 * start empty, "a" starts at the first NUL; writes keep a NUL after the
 * data while there is room and refuse to fill the last byte with data
 * (ENOSPC); seeks stay within [0, SIZE]. */
struct mem {
	unsigned char *buf;
	size_t pos, len, size;
	int append;
};

static size_t mread(FILE *f, unsigned char *buf, size_t len)
{
	struct mem *c = f->cookie;
	size_t rem = c->len > c->pos ? c->len - c->pos : 0;
	size_t k = len < rem ? len : rem;
	if (!rem) {
		f->flags |= F_EOF;
		return 0;
	}
	memcpy(buf, c->buf + c->pos, k);
	c->pos += k;
	rem -= k;
	/* Refill our buffer with what follows. */
	if (rem > f->buf_size) rem = f->buf_size;
	memcpy(f->buf, c->buf + c->pos, rem);
	c->pos += rem;
	f->rpos = f->buf;
	f->rend = f->buf + rem;
	return k;
}

static size_t mput(struct mem *c, const unsigned char *s, size_t l, int *err)
{
	int nul = !l || s[l - 1];
	if (c->append) c->pos = c->len;
	if (c->pos + l + nul > c->size) {
		if (c->pos + nul >= c->size) {
			*err = 1;
			return 0;
		}
		*err = 1;
		l = c->size - c->pos - nul;
	}
	memcpy(c->buf + c->pos, s, l);
	c->pos += l;
	if (c->pos > c->len) {
		c->len = c->pos;
		if (nul && c->len < c->size) c->buf[c->len] = 0;
	}
	return l;
}

static size_t mwrite(FILE *f, const unsigned char *buf, size_t len)
{
	struct mem *c = f->cookie;
	int err = 0;
	size_t pending = f->wpos - f->wbase, n;
	if (pending) {
		mput(c, f->wbase, pending, &err);
		if (err) goto fail;
	}
	n = mput(c, buf, len, &err);
	if (err) goto fail;
	f->wend = f->buf + f->buf_size;
	f->wpos = f->wbase = f->buf;
	return len;
fail:
	f->flags |= F_ERR;
	f->wpos = f->wbase = f->wend = 0;
	errno = ENOSPC;
	return pending ? 0 : n;
}

static off_t mseek(FILE *f, off_t off, int whence)
{
	struct mem *c = f->cookie;
	size_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? c->pos : c->len;
	if (off < -(off_t)base || off > (off_t)(c->size - base)) {
		errno = EINVAL;
		return -1;
	}
	return c->pos = base + off;
}

static int mclose(FILE *f)
{
	return 0;
}

FILE *fmemopen(void *restrict buf, size_t size, const char *restrict mode)
{
	FILE *f;
	struct mem *c;
	int plus = !!strchr(mode, '+');

	if (!strchr("rwa", *mode)) {
		errno = EINVAL;
		return 0;
	}
	if (!buf && size > SIZE_MAX - sizeof *f - sizeof *c - UNGET - BUFSIZ) {
		errno = ENOMEM;
		return 0;
	}
	f = malloc(sizeof *f + sizeof *c + UNGET + BUFSIZ + (buf ? 0 : size));
	if (!f) return 0;
	memset(f, 0, sizeof *f + sizeof *c);
	c = (struct mem *)(f + 1);
	f->cookie = c;
	f->fd = -1;
	f->lbf = EOF;
	f->buf = (unsigned char *)(c + 1) + UNGET;
	f->buf_size = BUFSIZ;
	if (!buf) {
		buf = f->buf + BUFSIZ;
		memset(buf, 0, size);
	}
	c->buf = buf;
	c->size = size;
	if (*mode == 'r') c->len = size;
	else if (*mode == 'a') c->len = c->pos = strnlen(buf, size), c->append = 1;
	if (!plus) f->flags = *mode == 'r' ? F_NOWR : F_NORD;
	f->read = mread;
	f->write = mwrite;
	f->seek = mseek;
	f->close = mclose;
	return __ofl_add(f);
}
