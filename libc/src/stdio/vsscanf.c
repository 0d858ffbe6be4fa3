#include <string.h>
#include "stdio_impl.h"

/* The string is read in place, a chunk at a time (no strlen of a long
 * input for a short format). */
static size_t string_read(FILE *f, unsigned char *buf, size_t len)
{
	const char *src = f->cookie;
	size_t k = len + 256;
	const char *end = memchr(src, 0, k);
	if (end) k = end - src;
	if (k < len) len = k;
	memcpy(buf, src, len);
	f->rpos = (unsigned char *)src + len;
	f->rend = (unsigned char *)src + k;
	f->cookie = (char *)src + k;
	return len;
}

int vsscanf(const char *restrict s, const char *restrict fmt, va_list ap)
{
	FILE f = FILE_INIT_STRING;
	f.read = string_read;
	f.cookie = (void *)s;
	f.rpos = f.rend = (unsigned char *)s;
	f.flags = F_NOWR;
	return __vfscanf_unlocked(&f, fmt, ap);
}
