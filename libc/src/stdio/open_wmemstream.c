#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <limits.h>
#include <wchar.h>
#include "stdio_impl.h"

/* open_memstream for wide characters. The FILE layer hands us the
 * multibyte encoding (fputwc encodes); it is decoded back here, with a
 * state kept across writes so a character split between two buffer
 * flushes survives. Sizes and positions count wide characters. */
struct wms {
	wchar_t **bufp;
	size_t *sizep;
	size_t pos, len, space;
	wchar_t *buf;
	mbstate_t st;
};

static int wgrow(struct wms *c, size_t need)
{
	if (need < c->space) return 0;
	if (need > SIZE_MAX / sizeof(wchar_t) / 2) return -1;
	size_t n = need + need / 2 + 1;
	wchar_t *b = realloc(c->buf, n * sizeof *b);
	if (!b) return -1;
	memset(b + c->space, 0, (n - c->space) * sizeof *b);
	c->buf = *c->bufp = b;
	c->space = n;
	return 0;
}

static int wput(struct wms *c, const unsigned char *s, size_t l)
{
	for (size_t i = 0; i < l; i++) {
		wchar_t wc;
		size_t k = mbrtowc(&wc, (const char *)s + i, 1, &c->st);
		if (k == (size_t)-2) continue;
		if (k == (size_t)-1) {
			errno = EILSEQ;
			return -1;
		}
		if (wgrow(c, c->pos + 1)) {
			errno = ENOMEM;
			return -1;
		}
		c->buf[c->pos++] = wc;
		if (c->pos > c->len) c->len = c->pos;
	}
	return 0;
}

static size_t wms_write(FILE *f, const unsigned char *buf, size_t len)
{
	struct wms *c = f->cookie;
	if (wput(c, f->wbase, f->wpos - f->wbase) || wput(c, buf, len)) {
		f->flags |= F_ERR;
		f->wpos = f->wbase = f->wend = 0;
		return 0;
	}
	*c->sizep = c->pos < c->len ? c->pos : c->len;
	f->wend = f->buf + f->buf_size;
	f->wpos = f->wbase = f->buf;
	return len;
}

static off_t wms_seek(FILE *f, off_t off, int whence)
{
	struct wms *c = f->cookie;
	size_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? c->pos : c->len;
	if (off < -(off_t)base || off > (off_t)(SSIZE_MAX / sizeof(wchar_t) - base)) {
		errno = EINVAL;
		return -1;
	}
	c->pos = base + off;
	*c->sizep = c->pos < c->len ? c->pos : c->len;
	return c->pos;
}

static int wms_close(FILE *f)
{
	return 0;
}

FILE *open_wmemstream(wchar_t **bufp, size_t *sizep)
{
	FILE *f;
	struct wms *c;
	wchar_t *buf;

	if (!bufp || !sizep) {
		errno = EINVAL;
		return 0;
	}
	if (!(buf = calloc(1, sizeof *buf))) return 0;
	if (!(f = malloc(sizeof *f + sizeof *c + UNGET + BUFSIZ))) {
		free(buf);
		return 0;
	}
	memset(f, 0, sizeof *f + sizeof *c);
	c = (struct wms *)(f + 1);
	c->bufp = bufp;
	c->sizep = sizep;
	c->buf = *bufp = buf;
	c->space = 1;
	*sizep = 0;
	f->cookie = c;
	f->fd = -1;
	f->lbf = EOF;
	f->flags = F_NORD;
	f->mode = 1;
	f->buf = (unsigned char *)(c + 1) + UNGET;
	f->buf_size = BUFSIZ;
	f->write = wms_write;
	f->seek = wms_seek;
	f->close = wms_close;
	return __ofl_add(f);
}
