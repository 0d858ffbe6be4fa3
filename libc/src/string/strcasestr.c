#define _GNU_SOURCE
#include <string.h>
#include <strings.h>

char *strcasestr(const char *h, const char *n)
{
	size_t l = strlen(n);
	for (; *h; h++)
		if (!strncasecmp(h, n, l)) return (char *)h;
	return l ? 0 : (char *)h;
}
