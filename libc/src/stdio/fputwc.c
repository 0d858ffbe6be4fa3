#include <wchar.h>
#include <limits.h>
#include "stdio_impl.h"

/* Encode and write one character; ASCII goes through putc's fast path. */
wint_t __fputwc_unlocked(wchar_t c, FILE *f)
{
	char mb[MB_LEN_MAX];
	size_t l;

	if (f->mode <= 0) f->mode = 1;
	if ((unsigned)c < 128) {
		if (putc_unlocked(c, f) < 0) return WEOF;
		return c;
	}
	l = wcrtomb(mb, c, &f->mbs);
	if (l == (size_t)-1) {
		f->flags |= F_ERR;
		return WEOF;
	}
	if (__fwritex((unsigned char *)mb, l, f) < l) return WEOF;
	return c;
}

wint_t fputwc(wchar_t c, FILE *f)
{
	FLOCK(f);
	c = __fputwc_unlocked(c, f);
	FUNLOCK(f);
	return c;
}

weak_alias(fputwc, putwc);
weak_alias(__fputwc_unlocked, fputwc_unlocked);
weak_alias(__fputwc_unlocked, putwc_unlocked);
