#include <wchar.h>
#include <string.h>
#include "stdio_impl.h"

/* Decode one character. Bytes already buffered are decoded in place;
 * a sequence split across a refill is fed to mbrtowc a byte at a time
 * with the stream's conversion state. Invalid input: WEOF, EILSEQ and
 * the error indicator, as glibc. */
wint_t __fgetwc_unlocked(FILE *f)
{
	wchar_t wc;
	size_t l;
	int c;

	if (f->mode <= 0) f->mode = 1;
	if (f->rpos != f->rend) {
		l = mbrtowc(&wc, (const char *)f->rpos, f->rend - f->rpos, &f->mbs);
		if (l == (size_t)-1) goto ilseq;
		if (l != (size_t)-2) {
			f->rpos += l + !l; /* a NUL is one byte */
			return wc;
		}
		/* -2: the whole buffer was an incomplete prefix and is now in
		 * the state; go on byte by byte. */
		f->rpos = f->rend;
	}
	for (;;) {
		if ((c = getc_unlocked(f)) == EOF) {
			if (!mbsinit(&f->mbs)) {
				memset(&f->mbs, 0, sizeof f->mbs);
				errno = EILSEQ;
				f->flags |= F_ERR;
			}
			return WEOF;
		}
		unsigned char b = c;
		l = mbrtowc(&wc, (const char *)&b, 1, &f->mbs);
		if (l == (size_t)-1) goto ilseq;
		if (l != (size_t)-2) return wc;
	}
ilseq:
	memset(&f->mbs, 0, sizeof f->mbs);
	errno = EILSEQ;
	f->flags |= F_ERR;
	return WEOF;
}

wint_t fgetwc(FILE *f)
{
	wint_t c;
	FLOCK(f);
	c = __fgetwc_unlocked(f);
	FUNLOCK(f);
	return c;
}

weak_alias(fgetwc, getwc);
weak_alias(__fgetwc_unlocked, fgetwc_unlocked);
weak_alias(__fgetwc_unlocked, getwc_unlocked);
