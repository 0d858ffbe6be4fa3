#include <wchar.h>
#include "stdio_impl.h"

wchar_t *fgetws(wchar_t *restrict s, int n, FILE *restrict f)
{
	wchar_t *p = s;
	wint_t c = 0;

	if (n < 1) return 0;
	FLOCK(f);
	for (n--; n && (c = __fgetwc_unlocked(f)) != WEOF; n--) {
		*p++ = c;
		if (c == '\n') break;
	}
	*p = 0;
	if (c == WEOF && (p == s || (f->flags & F_ERR))) s = 0;
	FUNLOCK(f);
	return s;
}

weak_alias(fgetws, fgetws_unlocked);
