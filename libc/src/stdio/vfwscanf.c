#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include "stdio_impl.h"

/* The wide scanf reads the stream's bytes with the narrow engine and a
 * multibyte copy of the format: the stream holds the multibyte encoding
 * of the wide characters, %s stores it as such (which is what wide %s
 * means) and %ls/%lc/%l[ decode it. Known difference: for non-ASCII
 * input, field widths and %n count bytes, not characters, and a %[ set
 * can name only ASCII characters. */
hidden char *__wfmt_to_mb(const wchar_t *fmt, char *local, size_t n)
{
	mbstate_t st = { 0 };
	const wchar_t *p = fmt;
	size_t l = wcsrtombs(0, &p, 0, &st);
	char *s = local;
	if (l == (size_t)-1) return 0;
	if (l >= n && !(s = malloc(l + 1))) return 0;
	p = fmt;
	wcsrtombs(s, &p, l + 1, &st);
	return s;
}

int vfwscanf(FILE *restrict f, const wchar_t *restrict fmt, va_list ap)
{
	char local[256], *mfmt = __wfmt_to_mb(fmt, local, sizeof local);
	int r;
	if (!mfmt) return EOF;
	FLOCK(f);
	if (f->mode <= 0) f->mode = 1;
	r = __vfscanf_unlocked(f, mfmt, ap);
	FUNLOCK(f);
	if (mfmt != local) free(mfmt);
	return r;
}
