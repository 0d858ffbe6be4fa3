#define _GNU_SOURCE
#include <string.h>
#include <stdint.h>
#include "libc.h"

#define ONES 0x0101010101010101ull
#define HIGHS 0x8080808080808080ull
#define HASZERO(x) (((x) - ONES) & ~(x) & HIGHS)

typedef uint64_t __attribute__((__may_alias__)) word;

char *__strchrnul(const char *s, int c)
{
	c = (unsigned char)c;
	if (!c) return (char *)s + strlen(s);
	for (; (uintptr_t)s % 8; s++)
		if (!*s || *(unsigned char *)s == c) return (char *)s;
	uint64_t k = ONES * c;
	const word *w = (const void *)s;
	while (!HASZERO(*w) && !HASZERO(*w ^ k)) w++;
	for (s = (const void *)w; *s && *(unsigned char *)s != c; s++);
	return (char *)s;
}

weak_alias(__strchrnul, strchrnul);
