#include <envz.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

void envz_remove(char **restrict envz, size_t *restrict len, const char *restrict name)
{
	char *e = envz_entry(*envz, *len, name);
	if (e) argz_delete(envz, len, e);
}

/* Replaces NAME's entry with NAME=VALUE, or with a bare NAME (a null
 * value) if VALUE is null; the new entry goes last. */
error_t envz_add(char **restrict envz, size_t *restrict len, const char *restrict name, const char *restrict value)
{
	envz_remove(envz, len, name);
	if (!value) return argz_add(envz, len, name);
	size_t nl = strlen(name), vl = strlen(value) + 1;
	char *p = realloc(*envz, *len + nl + 1 + vl);
	if (!p) return ENOMEM;
	char *w = p + *len;
	memcpy(w, name, nl);
	w[nl] = '=';
	memcpy(w + nl + 1, value, vl);
	*envz = p;
	*len += nl + 1 + vl;
	return 0;
}

/* Adds ENVZ2's entries; one whose name is there already replaces it
 * only if OVERRIDE. */
error_t envz_merge(char **restrict envz, size_t *restrict len, const char *restrict envz2, size_t len2, int override)
{
	for (const char *e = envz2, *end = envz2 + len2; e < end; e += strlen(e) + 1) {
		char *old = envz_entry(*envz, *len, e);
		if (old && !override) continue;
		if (old) argz_delete(envz, len, old);
		error_t r = argz_append(envz, len, e, strlen(e) + 1);
		if (r) return r;
	}
	return 0;
}

/* Drops the entries with a null value. The block keeps its size. */
void envz_strip(char **restrict envz, size_t *restrict len)
{
	char *r = *envz, *w = *envz, *end = *envz + *len;
	while (r < end) {
		size_t n = strlen(r) + 1;
		if (strchr(r, '=')) {
			memmove(w, r, n);
			w += n;
		}
		r += n;
	}
	*len = w - *envz;
}
