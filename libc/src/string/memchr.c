#include <string.h>
#include <stdint.h>

#define ONES 0x0101010101010101ull
#define HIGHS 0x8080808080808080ull
#define HASZERO(x) (((x) - ONES) & ~(x) & HIGHS)

typedef uint64_t __attribute__((__may_alias__)) word;

void *memchr(const void *src, int c, size_t n)
{
	const unsigned char *s = src;
	c = (unsigned char)c;
	for (; ((uintptr_t)s % 8) && n; s++, n--)
		if (*s == c) return (void *)s;
	if (n >= 8) {
		uint64_t k = ONES * c;
		const word *w = (const void *)s;
		for (; n >= 8; w++, n -= 8)
			if (HASZERO(*w ^ k)) break;
		s = (const void *)w;
	}
	for (; n; s++, n--)
		if (*s == c) return (void *)s;
	return 0;
}
