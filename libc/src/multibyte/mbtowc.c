#include <stdlib.h>
#include <wchar.h>
#include <errno.h>

int mbtowc(wchar_t *restrict wc, const char *restrict s, size_t n)
{
	mbstate_t st = { 0 };
	if (!s) return 0;
	size_t r = mbrtowc(wc, s, n, &st);
	if (r == (size_t)-2) {
		errno = EILSEQ;
		return -1;
	}
	return r;
}
