#include <uchar.h>
#include <wchar.h>

/* A character outside the BMP comes back as two calls: the high
 * surrogate with the byte count, then the low one with (size_t)-3. The
 * pending low surrogate waits in the state (__opaque2 bit 31 flags it;
 * no partial UTF-8 sequence can be in progress at that point). */
size_t mbrtoc16(char16_t *restrict c16, const char *restrict s, size_t n, mbstate_t *restrict st)
{
	static mbstate_t internal;
	wchar_t wc;

	if (!st) st = &internal;
	if (st->__opaque2 & 0x80000000u) {
		if (c16) *c16 = st->__opaque1;
		st->__opaque1 = st->__opaque2 = 0;
		return -3;
	}
	if (!s) { c16 = 0; s = ""; n = 1; }
	size_t r = mbrtowc(&wc, s, n, st);
	if (r > 4) return r;
	if ((unsigned)wc >= 0x10000) {
		st->__opaque1 = 0xdc00 | (wc & 0x3ff);
		st->__opaque2 = 0x80000000u;
		wc = 0xd7c0 + (wc >> 10);
	}
	if (c16) *c16 = wc;
	return r;
}
