#define _GNU_SOURCE
#include <string.h>
#include <stdint.h>

#define ONES 0x0101010101010101ull
#define HIGHS 0x8080808080808080ull
#define HASZERO(x) (((x) - ONES) & ~(x) & HIGHS)

typedef uint64_t __attribute__((__may_alias__)) word;

void *memrchr(const void *m, int c, size_t n)
{
	const unsigned char *s = (const unsigned char *)m + n;
	c = (unsigned char)c;
	for (; n && ((uintptr_t)s % 8); n--)
		if (*--s == c) return (void *)s;
	uint64_t k = ONES * c;
	for (; n >= 8; n -= 8) {
		if (HASZERO(*(const word *)(s - 8) ^ k)) break;
		s -= 8;
	}
	for (; n; n--)
		if (*--s == c) return (void *)s;
	return 0;
}
