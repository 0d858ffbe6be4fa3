#include <argz.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

error_t argz_create(char *const argv[], char **restrict argz, size_t *restrict len)
{
	size_t n = 0;
	for (char *const *a = argv; *a; a++) n += strlen(*a) + 1;
	*argz = 0;
	*len = n;
	if (!n) return 0;
	char *p = *argz = malloc(n);
	if (!p) return ENOMEM;
	for (char *const *a = argv; *a; a++) p = stpcpy(p, *a) + 1;
	return 0;
}

/* Splits STRING at SEP (glibc's rules: runs of separators and leading
 * ones make no empty entries, a trailing one leaves an empty last one). */
error_t argz_create_sep(const char *restrict s, int sep, char **restrict argz, size_t *restrict len)
{
	*argz = 0;
	*len = 0;
	return argz_add_sep(argz, len, s, sep);
}
