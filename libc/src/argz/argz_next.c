#include <argz.h>
#include <string.h>
#include "libc.h"

size_t argz_count(const char *argz, size_t len)
{
	size_t n = 0;
	for (const char *end = argz + len; argz < end; argz += strlen(argz) + 1) n++;
	return n;
}

void argz_extract(const char *restrict argz, size_t len, char **restrict argv)
{
	for (const char *end = argz + len; argz < end; argz += strlen(argz) + 1) *argv++ = (char *)argz;
	*argv = 0;
}

/* Every NUL but the last becomes SEP. */
void argz_stringify(char *argz, size_t len, int sep)
{
	for (; len > 1; argz++, len--)
		if (!*argz) *argz = sep;
}

char *argz_next(const char *restrict argz, size_t len, const char *restrict entry)
{
	const char *end = argz + len;
	if (!entry) return len ? (char *)argz : 0;
	if (entry < end) entry += strlen(entry) + 1;
	return entry < end ? (char *)entry : 0;
}

weak_alias(argz_count, __argz_count);
weak_alias(argz_stringify, __argz_stringify);
weak_alias(argz_next, __argz_next);
