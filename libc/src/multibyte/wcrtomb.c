#include <wchar.h>
#include <errno.h>
#include "locale_impl.h"

size_t wcrtomb(char *restrict s, wchar_t wc, mbstate_t *restrict st)
{
	unsigned c = wc;
	if (!s) return 1;
	if (c < 0x80) {
		*s = c;
		return 1;
	}
	if (!CURRENT_UTF8) goto ilseq;
	if (c < 0x800) {
		s[0] = 0xc0 | c >> 6;
		s[1] = 0x80 | (c & 0x3f);
		return 2;
	}
	if (c < 0x10000) {
		if (c - 0xd800 < 0x800) goto ilseq;
		s[0] = 0xe0 | c >> 12;
		s[1] = 0x80 | (c >> 6 & 0x3f);
		s[2] = 0x80 | (c & 0x3f);
		return 3;
	}
	if (c < 0x110000) {
		s[0] = 0xf0 | c >> 18;
		s[1] = 0x80 | (c >> 12 & 0x3f);
		s[2] = 0x80 | (c >> 6 & 0x3f);
		s[3] = 0x80 | (c & 0x3f);
		return 4;
	}
ilseq:
	errno = EILSEQ;
	return -1;
}
