#define _GNU_SOURCE
#include <string.h>

char *strstr(const char *h, const char *n)
{
	if (!n[0]) return (char *)h;
	h = strchr(h, *n);
	if (!h || !n[1]) return (char *)h;
	return memmem(h, strlen(h), n, strlen(n));
}
