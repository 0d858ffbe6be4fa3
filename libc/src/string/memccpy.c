#include <string.h>

void *memccpy(void *restrict dest, const void *restrict src, int c, size_t n)
{
	const unsigned char *p = memchr(src, c, n);
	if (p) {
		size_t k = p - (const unsigned char *)src + 1;
		memcpy(dest, src, k);
		return (char *)dest + k;
	}
	memcpy(dest, src, n);
	return 0;
}
