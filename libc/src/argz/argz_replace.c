#include <argz.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Replaces every STR in every entry by WITH. *COUNT grows by the number
 * of entries changed, not of replacements: glibc's documentation says
 * the latter, its code (and gnulib's copy) does the former, and programs
 * were tested against the code. The new vector is built aside, so on
 * ENOMEM the old one is untouched. */
error_t argz_replace(char **restrict argz, size_t *restrict len, const char *restrict str,
                     const char *restrict with, unsigned *restrict count)
{
	if (!str || !*str) return 0;
	size_t sl = strlen(str), wl = strlen(with), done = 0, n = 0;
	const char *end = *argz + *len;
	for (const char *e = *argz; e < end; e += strlen(e) + 1)
		for (const char *h = e; (h = strstr(h, str)); h += sl) n++;
	if (!n) return 0;

	size_t size = *len + n * wl - n * sl;
	char *out = malloc(size ? size : 1), *w = out;
	if (!out) return ENOMEM;
	for (const char *e = *argz; e < end; e++) {
		done += !!strstr(e, str);
		for (const char *h; (h = strstr(e, str)); e = h + sl) {
			memcpy(w, e, h - e);
			w = (char *)memcpy(w + (h - e), with, wl) + wl;
		}
		w = stpcpy(w, e) + 1;
		e += strlen(e);
	}
	free(*argz);
	*argz = out;
	*len = size;
	if (count) *count += done;
	return 0;
}
