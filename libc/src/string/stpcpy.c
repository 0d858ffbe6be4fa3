#include <string.h>

char *stpcpy(char *restrict d, const char *restrict s)
{
	size_t n = strlen(s);
	memcpy(d, s, n + 1);
	return d + n;
}
