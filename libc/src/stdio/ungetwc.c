#include <wchar.h>
#include <string.h>
#include <limits.h>
#include "stdio_impl.h"

/* The character's encoding goes back in front of the read position,
 * where the UNGET bytes guarantee room for at least one. */
wint_t ungetwc(wint_t c, FILE *f)
{
	char mb[MB_LEN_MAX];
	mbstate_t st = { 0 };
	size_t l;

	if (c == WEOF) return WEOF;
	FLOCK(f);
	if (f->mode <= 0) f->mode = 1;
	if (!f->rpos) __toread(f);
	l = wcrtomb(mb, c, &st);
	if (!f->rpos || l == (size_t)-1 || f->rpos < f->buf - UNGET + l) {
		FUNLOCK(f);
		return WEOF;
	}
	f->rpos -= l;
	memcpy(f->rpos, mb, l);
	f->flags &= ~F_EOF;
	FUNLOCK(f);
	return c;
}
