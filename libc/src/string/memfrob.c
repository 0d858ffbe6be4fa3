#define _GNU_SOURCE
#include <string.h>

void *memfrob(void *s, size_t n)
{
	unsigned char *p = s;
	while (n--) *p++ ^= 42;
	return s;
}
