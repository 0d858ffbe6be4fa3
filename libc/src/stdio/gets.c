#include <limits.h>
#include "stdio_impl.h"

/* Removed from C11 for good reason; kept for old binaries' sources. */
char *gets(char *s)
{
	char *p = s;
	int c;
	FILE *f = stdin;
	FLOCK(f);
	while ((c = getc_unlocked(f)) != EOF && c != '\n') *p++ = c;
	*p = 0;
	if (c == EOF && (p == s || (f->flags & F_ERR))) s = 0;
	FUNLOCK(f);
	return s;
}
