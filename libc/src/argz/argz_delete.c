#include <argz.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

void argz_delete(char **restrict argz, size_t *restrict len, char *restrict entry)
{
	if (!entry) return;
	size_t n = strlen(entry) + 1;
	*len -= n;
	memmove(entry, entry + n, *len - (entry - *argz));
	if (!*len) {
		free(*argz);
		*argz = 0;
	}
}

/* Inserts ENTRY before the entry BEFORE points into (at the end if it
 * is null). */
error_t argz_insert(char **restrict argz, size_t *restrict len, char *restrict before, const char *restrict entry)
{
	if (!before) return argz_add(argz, len, entry);
	if (before < *argz || before >= *argz + *len) return EINVAL;
	while (before > *argz && before[-1]) before--;
	size_t at = before - *argz, n = strlen(entry) + 1;
	char *p = realloc(*argz, *len + n);
	if (!p) return ENOMEM;
	memmove(p + at + n, p + at, *len - at);
	memcpy(p + at, entry, n);
	*argz = p;
	*len += n;
	return 0;
}
