#include <string.h>
#include <stdlib.h>

void *malloc(size_t);

char *strndup(const char *s, size_t n)
{
	size_t k = strnlen(s, n);
	char *d = malloc(k + 1);
	if (!d) return 0;
	memcpy(d, s, k);
	d[k] = 0;
	return d;
}
