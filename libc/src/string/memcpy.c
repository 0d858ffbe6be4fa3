#include <string.h>

void *memcpy(void *restrict dest, const void *restrict src, size_t n)
{
	unsigned char *d = dest;
	const unsigned char *s = src;
	while (n--) *d++ = *s++;
	return dest;
}
