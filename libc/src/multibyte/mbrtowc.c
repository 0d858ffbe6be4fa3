#include <wchar.h>
#include <errno.h>
#include "locale_impl.h"

/* mbstate_t while a UTF-8 sequence is incomplete: __opaque1 holds the
 * bits decoded so far, __opaque2 the bytes still needed (bits 0-2) and
 * the range the next byte must fall in (bits 8-15 low, 16-23 high), which
 * is where overlongs, surrogates and values above U+10FFFF are refused.
 * The all-zero state is the initial one. */
size_t mbrtowc(wchar_t *restrict wc, const char *restrict src, size_t n, mbstate_t *restrict st)
{
	static mbstate_t internal;
	const unsigned char *s = (const void *)src;
	unsigned c, rem, lo, hi, b;
	size_t i = 0;

	if (!st) st = &internal;
	if (!s) { wc = 0; s = (const void *)""; n = 1; }
	if (!CURRENT_UTF8) {
		/* The C locale is ASCII; other bytes are errors, as in glibc. */
		if (!n) return -2;
		if (*s >= 0x80) goto ilseq;
		if (wc) *wc = *s;
		return *s != 0;
	}
	c = st->__opaque1;
	rem = st->__opaque2 & 7;
	lo = st->__opaque2 >> 8 & 0xff;
	hi = st->__opaque2 >> 16 & 0xff;
	if (!rem) {
		if (!n) return -2;
		b = s[i++];
		if (b < 0x80) {
			if (wc) *wc = b;
			return b != 0;
		}
		if (b < 0xc2 || b > 0xf4) goto ilseq;
		lo = 0x80; hi = 0xbf;
		if (b < 0xe0) { rem = 1; c = b & 0x1f; }
		else if (b < 0xf0) {
			rem = 2; c = b & 0x0f;
			if (b == 0xe0) lo = 0xa0;       /* overlong */
			if (b == 0xed) hi = 0x9f;       /* surrogates */
		} else {
			rem = 3; c = b & 0x07;
			if (b == 0xf0) lo = 0x90;       /* overlong */
			if (b == 0xf4) hi = 0x8f;       /* above U+10FFFF */
		}
	}
	for (; rem; rem--) {
		if (i == n) {
			st->__opaque1 = c;
			st->__opaque2 = rem | lo << 8 | hi << 16;
			return -2;
		}
		b = s[i++];
		if (b < lo || b > hi) goto ilseq;
		c = c << 6 | (b & 0x3f);
		lo = 0x80; hi = 0xbf;
	}
	st->__opaque1 = st->__opaque2 = 0;
	if (wc) *wc = c;
	return i;
ilseq:
	st->__opaque1 = st->__opaque2 = 0;
	errno = EILSEQ;
	return -1;
}
