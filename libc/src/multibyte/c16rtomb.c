#include <uchar.h>
#include <wchar.h>
#include <errno.h>

/* A high surrogate is held in the state (and produces no bytes) until
 * its low surrogate arrives. */
size_t c16rtomb(char *restrict s, char16_t c16, mbstate_t *restrict st)
{
	static mbstate_t internal;
	unsigned hi;

	if (!st) st = &internal;
	hi = st->__opaque1;
	if (!s) {
		/* Equivalent to c16rtomb(buf, 0, st): resets, or fails on a
		 * dangling high surrogate. */
		st->__opaque1 = 0;
		if (hi) goto ilseq;
		return 1;
	}
	if (hi) {
		if (c16 - 0xdc00u >= 0x400) goto ilseq;
		st->__opaque1 = 0;
		return wcrtomb(s, (hi - 0xd7c0) << 10 | (c16 - 0xdc00), 0);
	}
	if (c16 - 0xd800u < 0x400) {
		st->__opaque1 = c16;
		return 0;
	}
	if (c16 - 0xdc00u < 0x400) goto ilseq;
	return wcrtomb(s, c16, 0);
ilseq:
	st->__opaque1 = 0;
	errno = EILSEQ;
	return -1;
}
