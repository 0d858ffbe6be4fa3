#include <string.h>
#include "libc.h"

char *__gnu_basename(const char *);

/* GNU basename (string.h, _GNU_SOURCE): the text after the last slash,
 * so "dir/" gives "", and the argument is never modified. */
char *__gnu_basename(const char *s)
{
	const char *p = strrchr(s, '/');
	return (char *)(p ? p + 1 : s);
}

weak_alias(__gnu_basename, basename);
