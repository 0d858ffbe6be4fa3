#define _GNU_SOURCE
#include <string.h>

size_t strlcat(char *d, const char *s, size_t n)
{
	/* A destination without a terminator inside n is left alone, and
	 * the result says how long the string would have been. */
	size_t l = strnlen(d, n);
	if (l == n) return l + strlen(s);
	return l + strlcpy(d + l, s, n - l);
}
