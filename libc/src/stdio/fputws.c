#include <wchar.h>
#include "stdio_impl.h"

int fputws(const wchar_t *restrict s, FILE *restrict f)
{
	int r = 0;
	FLOCK(f);
	for (; *s; s++) {
		if (__fputwc_unlocked(*s, f) == WEOF) {
			r = -1;
			break;
		}
	}
	FUNLOCK(f);
	return r;
}

weak_alias(fputws, fputws_unlocked);
