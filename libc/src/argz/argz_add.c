#include <argz.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

error_t argz_append(char **restrict argz, size_t *restrict len, const char *restrict buf, size_t n)
{
	char *p = realloc(*argz, *len + n);
	if (!p) return ENOMEM;
	memcpy(p + *len, buf, n);
	*argz = p;
	*len += n;
	return 0;
}

error_t argz_add(char **restrict argz, size_t *restrict len, const char *restrict s)
{
	return argz_append(argz, len, s, strlen(s) + 1);
}

/* A separator ends the entry before it, unless there is none (the
 * vector ends with a NUL, or nothing was written yet): no empty entries
 * but a last one after a trailing separator, as glibc. */
error_t argz_add_sep(char **restrict argz, size_t *restrict len, const char *restrict s, int sep)
{
	size_t n = strlen(s) + 1;
	if (n == 1) return 0;
	char *p = realloc(*argz, *len + n);
	if (!p) return ENOMEM;
	char *w = p + *len;
	for (;; s++) {
		if (*s == (char)sep && *s) {
			if (w > p && w[-1]) *w++ = 0;
		} else {
			*w++ = *s;
			if (!*s) break;
		}
	}
	*argz = p;
	*len = w - p;
	return 0;
}
