#include <string.h>

char *strncat(char *restrict d, const char *restrict s, size_t n)
{
	char *e = d + strlen(d);
	size_t k = strnlen(s, n);
	memcpy(e, s, k);
	e[k] = 0;
	return d;
}
