#define _GNU_SOURCE
#include <string.h>
#include "libc.h"

hidden char *__strcasestr_twoway(const char *, size_t, const char *, size_t);

/* Two-Way over ASCII-folded bytes (memmem.c): linear time, as gnulib's
 * configure test demands before it trusts the libc's strcasestr. */
char *strcasestr(const char *h, const char *n)
{
	size_t l = strlen(n), hl;
	if (!l) return (char *)h;
	hl = strlen(h);
	if (hl < l) return 0;
	return __strcasestr_twoway(h, hl, n, l);
}
