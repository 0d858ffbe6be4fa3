#include <envz.h>
#include <string.h>

/* The entry whose name (up to '=' or its end) equals NAME's (up to '='
 * or its end). */
char *envz_entry(const char *restrict envz, size_t len, const char *restrict name)
{
	size_t n = strcspn(name, "=");
	for (const char *e = envz, *end = envz + len; e < end; e += strlen(e) + 1)
		if (!strncmp(e, name, n) && (e[n] == '=' || !e[n])) return (char *)e;
	return 0;
}

/* The value of NAME; null if it is missing or has no '='. */
char *envz_get(const char *restrict envz, size_t len, const char *restrict name)
{
	char *e = envz_entry(envz, len, name);
	if (!e) return 0;
	e += strcspn(e, "=");
	return *e ? e + 1 : 0;
}
