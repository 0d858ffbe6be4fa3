#include <string.h>

void *memset(void *dest, int c, size_t n)
{
	unsigned char *s = dest;
	while (n--) *s++ = c;
	return dest;
}
